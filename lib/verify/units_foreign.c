/* SPDX-License-Identifier: MIT */
/*
 * units_foreign.c: unit words of the languages papo-verify reads, each
 * with the English unit of units.c it names ("5 Minuten", "5分钟", "5
 * минут" are 5 minutes), so that a unit written in another language is
 * compared like one written in English, never dropped.
 */
#include <pthread.h>
#include <string.h>

#include "ascii.h"
#include "units.h"

/*
 * A foreign unit word and its English unit.  CJK words stand without
 * spaces ("5分钟"); the others must end where a letter does not follow.
 * Words that also mean something else next to a number are left out
 * (Russian с: "with"; Japanese キロ: kilogram or kilometre; 日: days
 * or a date).
 */
static const struct foreign {	/* the word first: longest_word() */
	const char *word, *unit;
} words[] = {
	/* Chinese (simplified, traditional) and Japanese kanji */
	{ "个小时", "hours" }, { "個小時", "hours" }, { "小时", "hours" },
	{ "小時", "hours" }, { "鐘頭", "hours" }, { "钟头", "hours" },
	{ "分钟", "minutes" }, { "分鐘", "minutes" }, { "秒钟", "seconds" },
	{ "秒鐘", "seconds" }, { "秒", "seconds" }, { "天", "days" },
	{ "星期", "weeks" }, { "周岁", "years" }, { "週歲", "years" },
	{ "周", "weeks" }, { "週", "weeks" },
	{ "个月", "months" }, { "個月", "months" },
	{ "千克", "kg" }, { "公斤", "kg" }, { "毫克", "mg" }, { "克", "g" },
	{ "千米", "km" }, { "公里", "km" }, { "厘米", "cm" }, { "毫米", "mm" },
	{ "分米", "dm" }, { "米", "m" }, { "毫升", "mL" }, { "升", "L" },
	{ "吨", "tonnes" }, { "噸", "tonnes" }, { "時間", "hours" },
	/* 度 is a degree (of an angle, of a temperature scale); its
	   other use next to a number, a kilowatt-hour, is compared
	   against a reference that names its unit, never dropped */
	{ "度", "degrees" },
	/* temperatures: the scale named, "300 °C", "300℃", "300摄氏度",
	   "300 градусов Цельсия" (a degree sign alone is an angle's) */
	{ "°C", "degrees Celsius" }, { "° C", "degrees Celsius" },
	{ "°F", "degrees Fahrenheit" }, { "° F", "degrees Fahrenheit" },
	{ "℃", "degrees Celsius" }, { "℉", "degrees Fahrenheit" },
	{ "摄氏度", "degrees Celsius" }, { "攝氏度", "degrees Celsius" },
	{ "华氏度", "degrees Fahrenheit" },
	{ "華氏度", "degrees Fahrenheit" },
	{ "섭씨", "degrees Celsius" },
	{ "градусов Цельсия", "degrees Celsius" },
	{ "градуса Цельсия", "degrees Celsius" },
	{ "градус Цельсия", "degrees Celsius" },
	{ "Grad Celsius", "degrees Celsius" },
	{ "degrés Celsius", "degrees Celsius" },
	{ "degré Celsius", "degrees Celsius" },
	{ "grados Celsius", "degrees Celsius" },
	{ "gradi Celsius", "degrees Celsius" },
	{ "graus Celsius", "degrees Celsius" },
	{ "Grad Fahrenheit", "degrees Fahrenheit" },
	{ "degrés Fahrenheit", "degrees Fahrenheit" },
	{ "degré Fahrenheit", "degrees Fahrenheit" },
	{ "grados Fahrenheit", "degrees Fahrenheit" },
	{ "gradi Fahrenheit", "degrees Fahrenheit" },
	{ "graus Fahrenheit", "degrees Fahrenheit" },
	{ "градусов по Фаренгейту", "degrees Fahrenheit" },
	{ "градуса по Фаренгейту", "degrees Fahrenheit" },
	{ "градус по Фаренгейту", "degrees Fahrenheit" },
	{ "화씨", "degrees Fahrenheit" },
	/* 分 is minutes, points or fen: none of them another unit's
	   value, and minutes where a time is asked (the yuan's fen
	   where the problem asks it, "多少分钱": verify_unit.c) */
	{ "分", "minutes" }, { "元", "yuan" }, { "年", "years" },
	{ "元钱", "yuan" }, { "元錢", "yuan" },	/* "42元钱": of money */
	/* other currencies in Chinese: 42美元 is no 42 元 */
	{ "美元", "dollars" }, { "美金", "dollars" }, { "欧元", "euros" },
	{ "歐元", "euros" }, { "英镑", "sterling" }, { "英鎊", "sterling" },
	{ "卢比", "rupees" }, { "盧比", "rupees" }, { "人民币", "yuan" },
	{ "人民幣", "yuan" },
	/* imperial units and weeks (磅 is only a pound of weight here:
	   英镑 is the currency) */
	{ "英寸", "in" }, { "英吋", "in" }, { "英尺", "ft" }, { "英里", "mi" },
	{ "磅", "lb" }, { "盎司", "oz" }, { "週間", "weeks" },
	{ "个星期", "weeks" }, { "個星期", "weeks" }, { "平方米", "m^2" },
	{ "立方米", "m^3" }, { "平方厘米", "cm^2" }, { "平方公里", "km^2" },
	/* speeds: a length over a time, slashed or said ("50千米/小时",
	   "50公里每小时", "3米/秒") */
	{ "千米/小时", "km/h" }, { "公里/小时", "km/h" },
	{ "千米/小時", "km/h" }, { "公里/小時", "km/h" },
	{ "千米每小时", "km/h" }, { "公里每小时", "km/h" },
	{ "米/秒", "m/s" }, { "米每秒", "m/s" },
	/* and in the other listed languages, slashed or said ("60 km/jam",
	   "60 km/giờ", "60 กม./ชม.", "60 কিমি/ঘণ্টা", "60 كم/ساعة", "60
	   Kilometer pro Stunde", "60 kilómetros por hora") */
	{ "km/jam", "km/h" }, { "m/detik", "m/s" }, { "km/giờ", "km/h" },
	{ "m/giây", "m/s" }, { "km/sa", "km/h" }, { "km/saat", "km/h" },
	{ "km/godz.", "km/h" }, { "km/godz", "km/h" },
	{ "กม./ชม.", "km/h" }, { "กม./ชม", "km/h" }, { "กม./ชั่วโมง", "km/h" },
	{ "กิโลเมตรต่อชั่วโมง", "km/h" }, { "กิโลเมตร/ชั่วโมง", "km/h" },
	{ "เมตรต่อวินาที", "m/s" }, { "কিমি/ঘণ্টা", "km/h" },
	{ "কিলোমিটার/ঘণ্টা", "km/h" }, { "किमी/घंटा", "km/h" },
	{ "किमी प्रति घंटा", "km/h" }, { "किलोमीटर प्रति घंटा", "km/h" },
	{ "కి.మీ./గం", "km/h" }, { "కి.మీ/గం", "km/h" },
	{ "كم/ساعة", "km/h" }, { "كم/س", "km/h" },
	{ "كم في الساعة", "km/h" }, { "كيلومتر في الساعة", "km/h" },
	{ "كيلومترًا في الساعة", "km/h" }, { "كيلومترا في الساعة", "km/h" },
	{ "Kilometer pro Stunde", "km/h" }, { "km pro Stunde", "km/h" },
	{ "kilomètres par heure", "km/h" }, { "km par heure", "km/h" },
	{ "kilómetros por hora", "km/h" }, { "km por hora", "km/h" },
	{ "quilômetros por hora", "km/h" }, { "chilometri all'ora", "km/h" },
	{ "chilometri orari", "km/h" }, { "km all'ora", "km/h" },
	{ "километров в час", "km/h" }, { "км в час", "km/h" },
	{ "kilometrów na godzinę", "km/h" },
	/* Japanese kana */
	{ "キロメートル", "km" }, { "センチメートル", "cm" },
	{ "ミリメートル", "mm" }, { "メートル", "m" }, { "キログラム", "kg" },
	{ "グラム", "g" }, { "リットル", "L" },
	{ "インチ", "in" }, { "フィート", "ft" }, { "マイル", "mi" },
	/* Korean */
	{ "시간", "hours" }, { "분", "minutes" }, { "초", "seconds" },
	{ "킬로미터", "km" }, { "센티미터", "cm" }, { "밀리미터", "mm" },
	{ "미터", "m" }, { "킬로그램", "kg" }, { "그램", "g" },
	{ "리터", "L" },
	{ "인치", "in" }, { "피트", "ft" }, { "마일", "mi" },
	/* Russian */
	{ "часов", "hours" }, { "часа", "hours" }, { "час", "hours" },
	{ "минуты", "minutes" }, { "минута", "minutes" },
	{ "минут", "minutes" }, { "мин", "minutes" },
	{ "секунды", "seconds" }, { "секунда", "seconds" },
	{ "секунд", "seconds" }, { "сек", "seconds" }, { "дней", "days" },
	{ "дня", "days" }, { "день", "days" }, { "недели", "weeks" },
	{ "недель", "weeks" }, { "неделя", "weeks" },
	{ "километров", "km" }, { "километра", "km" }, { "километр", "km" },
	{ "км", "km" }, { "сантиметров", "cm" }, { "сантиметра", "cm" },
	{ "сантиметр", "cm" }, { "см", "cm" }, { "миллиметров", "mm" },
	{ "миллиметра", "mm" }, { "мм", "mm" }, { "метров", "m" },
	{ "метра", "m" }, { "метр", "m" }, { "м", "m" },
	{ "килограммов", "kg" }, { "килограмма", "kg" },
	{ "килограмм", "kg" }, { "кг", "kg" }, { "граммов", "g" },
	{ "грамма", "g" }, { "грамм", "g" }, { "г", "g" },
	{ "литров", "L" }, { "литра", "L" }, { "литр", "L" }, { "л", "L" },
	/* the prepositional case a question asks in ("в километрах") */
	{ "километрах", "km" }, { "сантиметрах", "cm" },
	{ "миллиметрах", "mm" }, { "метрах", "m" }, { "килограммах", "kg" },
	{ "граммах", "g" }, { "литрах", "L" }, { "часах", "hours" },
	{ "минутах", "minutes" }, { "секундах", "seconds" },
	{ "днях", "days" }, { "неделях", "weeks" },
	{ "км/ч", "km/h" }, { "км/час", "km/h" }, { "м/с", "m/s" },
	{ "ч", "h" }, { "с", "s" }, { "т", "t" }, { "Н", "N" }, { "В", "V" },
	/* Ukrainian */
	{ "годин", "hours" }, { "години", "hours" }, { "година", "hours" },
	{ "хвилин", "minutes" }, { "хвилини", "minutes" },
	{ "хвилина", "minutes" }, { "секунди", "seconds" },
	{ "днів", "days" }, { "тижнів", "weeks" },
	{ "кілометрів", "km" }, { "кілометрах", "km" }, { "кілометри", "km" },
	{ "кілометр", "km" }, { "сантиметрів", "cm" },
	{ "сантиметрах", "cm" }, { "метрів", "m" }, { "метрах", "m" },
	{ "кілограмів", "kg" }, { "кілограмах", "kg" },
	/* Polish (not "minut", English's "minutes" cut short at the
	   response's end: hostile_trunc) */
	{ "godzin", "hours" }, { "godziny", "hours" }, { "godzina", "hours" },
	{ "minuty", "minutes" }, { "minuta", "minutes" },
	{ "sekund", "seconds" },
	{ "sekundy", "seconds" }, { "dni", "days" }, { "tygodni", "weeks" },
	{ "kilometr\xc3\xb3w", "km" }, { "kilometrach", "km" },
	{ "kilometry", "km" }, { "kilometr", "km" },
	{ "centymetr\xc3\xb3w", "cm" }, { "centymetrach", "cm" },
	{ "centymetry", "cm" }, { "centymetr", "cm" },
	{ "metr\xc3\xb3w", "m" }, { "metrach", "m" }, { "metry", "m" },
	{ "kilogram\xc3\xb3w", "kg" }, { "kilogramach", "kg" },
	/* Indonesian and Malay */
	{ "jam", "hours" }, { "menit", "minutes" }, { "detik", "seconds" },
	{ "hari", "days" }, { "minggu", "weeks" },
	/* Vietnamese */
	{ "giờ", "hours" }, { "phút", "minutes" }, { "giây", "seconds" },
	{ "ngày", "days" }, { "tuần", "weeks" },
	{ "ki-lô-mét", "km" }, { "xen-ti-mét", "cm" }, { "mét", "m" },
	{ "ki-lô-gam", "kg" },
	/* Arabic */
	{ "ساعات", "hours" }, { "ساعة", "hours" }, { "دقائق", "minutes" },
	{ "دقيقة", "minutes" }, { "ثوان", "seconds" }, { "ثانية", "seconds" },
	{ "أيام", "days" }, { "يوما", "days" }, { "يوم", "days" },
	/* its lengths, masses and volumes (كم after a number is km, not
	   "how much"; no letter alone: م, غ) */
	{ "سنتيمترات", "cm" }, { "سنتيمترا", "cm" }, { "سنتيمتر", "cm" },
	{ "سم", "cm" }, { "ملليمتر", "mm" }, { "ملم", "mm" }, { "مم", "mm" },
	{ "كيلومترات", "km" }, { "كيلومترا", "km" }, { "كيلومتر", "km" },
	{ "كم", "km" }, { "أمتار", "m" }, { "مترًا", "m" }, { "مترا", "m" },
	{ "متر", "m" }, { "كيلوغرام", "kg" }, { "كيلوجرام", "kg" },
	{ "كغ", "kg" }, { "كجم", "kg" }, { "غرام", "g" }, { "جرام", "g" },
	{ "لترات", "L" }, { "لترا", "L" }, { "لتر", "L" },
	/* Swahili, written before its count ("dakika 42"): the answer
	   phrase's reader moves it after the value (answer_find.c) */
	{ "dakika", "minutes" }, { "masaa", "hours" }, { "saa", "hours" },
	{ "dola", "dollars" }, { "shilingi", "shillings" },
	{ "sekunde", "seconds" }, { "siku", "days" }, { "wiki", "weeks" },
	{ "miezi", "months" }, { "miaka", "years" }, { "kilomita", "km" },
	{ "sentimita", "cm" }, { "mita", "m" }, { "kilogramu", "kg" },
	{ "gramu", "g" }, { "lita", "L" }, { "futi", "ft" },
	{ "inchi", "in" }, { "maili", "mi" },
	/* German */
	{ "Stunden", "hours" }, { "Stunde", "hours" }, { "Std", "hours" },
	{ "Minuten", "minutes" }, { "Minute", "minutes" },
	{ "Min", "minutes" }, { "Sekunden", "seconds" },
	{ "Sekunde", "seconds" }, { "Sek", "seconds" },
	{ "Tagen", "days" }, { "Tage", "days" }, { "Tag", "days" },
	{ "Wochen", "weeks" }, { "Woche", "weeks" }, { "Jahren", "years" },
	{ "Jahre", "years" }, { "Jahr", "years" }, { "Monaten", "months" },
	{ "Monate", "months" }, { "Monat", "months" },
	{ "Kilometern", "km" }, { "Zentimetern", "cm" },
	{ "Millimetern", "mm" }, { "Metern", "m" },
	{ "Kilometer", "km" }, { "Zentimeter", "cm" },
	{ "Millimeter", "mm" }, { "Meter", "m" }, { "Kilogramm", "kg" },
	{ "Gramm", "g" }, { "Liter", "L" },
	/* French */
	{ "heures", "hours" }, { "heure", "hours" }, { "secondes", "seconds" },
	{ "seconde", "seconds" }, { "jours", "days" }, { "jour", "days" },
	{ "semaines", "weeks" }, { "semaine", "weeks" }, { "ans", "years" },
	{ "années", "years" }, { "année", "years" }, { "mois", "months" },
	{ "kilomètres", "km" }, { "kilomètre", "km" },
	{ "centimètres", "cm" }, { "centimètre", "cm" },
	{ "millimètres", "mm" }, { "millimètre", "mm" }, { "mètres", "m" },
	{ "mètre", "m" }, { "kilogrammes", "kg" }, { "kilogramme", "kg" },
	{ "grammes", "g" }, { "gramme", "g" },
	/* Spanish, Portuguese, Italian */
	{ "horas", "hours" }, { "hora", "hours" }, { "ore", "hours" },
	{ "minutos", "minutes" }, { "minuto", "minutes" },
	{ "minuti", "minutes" }, { "segundos", "seconds" },
	{ "segundo", "seconds" }, { "secondi", "seconds" },
	{ "secondo", "seconds" }, { "días", "days" }, { "día", "days" },
	{ "dias", "days" }, { "dia", "days" }, { "giorni", "days" },
	{ "giorno", "days" }, { "semanas", "weeks" }, { "semana", "weeks" },
	{ "settimane", "weeks" }, { "settimana", "weeks" },
	{ "años", "years" }, { "año", "years" }, { "anos", "years" },
	{ "anni", "years" }, { "meses", "months" }, { "mesi", "months" },
	{ "kilómetros", "km" }, { "kilómetro", "km" },
	{ "quilômetros", "km" }, { "quilômetro", "km" },
	{ "quilómetros", "km" }, { "quilómetro", "km" },
	{ "chilometri", "km" }, { "chilometro", "km" },
	{ "centímetros", "cm" }, { "centímetro", "cm" },
	{ "centimetri", "cm" }, { "centimetro", "cm" },
	{ "milímetros", "mm" }, { "milímetro", "mm" },
	{ "millimetri", "mm" }, { "millimetro", "mm" },
	{ "metros", "m" }, { "metro", "m" }, { "metri", "m" },
	{ "kilogramos", "kg" }, { "kilogramo", "kg" },
	{ "quilogramas", "kg" }, { "quilograma", "kg" },
	{ "chilogrammi", "kg" }, { "chilogrammo", "kg" },
	{ "gramos", "g" }, { "gramo", "g" }, { "gramas", "g" },
	{ "grama", "g" }, { "grammi", "g" }, { "grammo", "g" },
	{ "litros", "L" }, { "litro", "L" }, { "litri", "L" },
	/* Turkish, whose noun after a number stays singular ("3 saat";
	   dakika is Swahili's row above; not ay, a month and "moon") */
	{ "saat", "hours" }, { "saniye", "seconds" }, { "gün", "days" },
	{ "hafta", "weeks" }, { "yıl", "years" },
	{ "santimetre", "cm" }, { "milimetre", "mm" },
	{ "mililitre", "mL" },	/* metre, litre, gram: units.c's */
	/* currencies (each one currency of the money dimension: 42
	   рублей is no 42 dollars); their signs and codes are
	   units_currency.c's */
	{ "日元", "yen" }, { "日圓", "yen" }, { "韩元", "won" },
	{ "韓元", "won" }, { "卢布", "rubles" }, { "盧布", "rubles" },
	{ "块钱", "yuan" }, { "塊錢", "yuan" }, { "块", "yuan" },
	{ "塊", "yuan" }, { "泰铢", "baht" }, { "比索", "pesos" },
	{ "法郎", "francs" }, { "里拉", "lira" },
	{ "円", "yen" }, { "ドル", "dollars" }, { "ユーロ", "euros" },
	{ "ウォン", "won" }, { "ルーブル", "rubles" }, { "ルピー", "rupees" },
	{ "人民元", "yuan" }, { "レアル", "reais" }, { "バーツ", "baht" },
	{ "달러", "dollars" }, { "원", "won" }, { "유로", "euros" },
	{ "엔", "yen" }, { "위안", "yuan" }, { "루블", "rubles" },
	{ "루피", "rupees" }, { "헤알", "reais" },
	{ "долларов", "dollars" }, { "доллара", "dollars" },
	{ "долларах", "dollars" },
	{ "доллар", "dollars" }, { "евро", "euros" },
	{ "рублей", "rubles" }, { "рубля", "rubles" }, { "рубль", "rubles" },
	{ "рублях", "rubles" },
	{ "юаней", "yuan" }, { "юаня", "yuan" }, { "юань", "yuan" },
	{ "иен", "yen" }, { "иены", "yen" }, { "иена", "yen" },
	{ "вон", "won" }, { "рупий", "rupees" }, { "рупии", "rupees" },
	{ "рупия", "rupees" }, { "фунтов стерлингов", "sterling" },
	{ "гривен", "hryvnias" }, { "гривень", "hryvnias" },
	{ "гривны", "hryvnias" }, { "гривня", "hryvnias" },
	{ "гривна", "hryvnias" }, { "гривні", "hryvnias" },
	{ "रुपये", "rupees" }, { "रुपए", "rupees" }, { "रुपया", "rupees" },
	{ "रुपयों", "rupees" }, { "डॉलर", "dollars" }, { "यूरो", "euros" },
	{ "Rubel", "rubles" }, { "Franken", "francs" }, { "Rupien", "rupees" },
	{ "Pfund Sterling", "sterling" },
	{ "dólares", "dollars" }, { "dólar", "dollars" },
	{ "dollari", "dollars" }, { "dollaro", "dollars" },
	{ "rublos", "rubles" }, { "rupias", "rupees" }, { "yenes", "yen" },
	{ "libras esterlinas", "sterling" }, { "roupies", "rupees" },
	{ "livres sterling", "sterling" }, { "dolarów", "dollars" },
	{ "dolary", "dollars" }, { "dolara", "dollars" }, { "rubli", "rubles" },
	{ "Türk lirası", "lira" }, { "lirası", "lira" }, { "đồng", "dong" },
	{ "บาท", "baht" },
	/* a currency's subunits, each a unit of its currency (42 копеек
	   are 0.42 рубля, no 42 dollars); 分 and 角 of the yuan only
	   with 钱 after them (alone they are minutes, points, fractions,
	   an angle) */
	{ "копеек", "kopecks" }, { "копейки", "kopecks" },
	{ "копейка", "kopecks" }, { "копейку", "kopecks" },
	{ "копейках", "kopecks" }, { "копійок", "kopecks" },
	{ "коп", "kopecks" },
	{ "копійки", "kopecks" }, { "копійка", "kopecks" },
	{ "céntimos", "centimos" }, { "céntimo", "centimos" },
	{ "cêntimos", "centimos" }, { "cêntimo", "centimos" },
	{ "öre", "oere" }, { "øre", "oere" }, { "kuruş", "kurus" },
	{ "分钱", "fen" }, { "分錢", "fen" }, { "角钱", "jiao" },
	{ "角錢", "jiao" }, { "毛钱", "jiao" }, { "毛錢", "jiao" },
	{ "公分", "cm" },	/* Taiwan's centimetre: "36 公分" */
	{ "銭", "sen" },
	/* Polish złoty (its own dimension: 42 euro is no 42 zł) */
	{ "złotych", "zloty" }, { "złotego", "zloty" }, { "złote", "zloty" },
	{ "złoty", "zloty" }, { "zł", "zloty" },
	/* Thai */
	{ "ชั่วโมง", "hours" }, { "นาที", "minutes" }, { "วินาที", "seconds" },
	{ "กิโลเมตร", "km" }, { "เซนติเมตร", "cm" }, { "เมตร", "m" },
	{ "กิโลกรัม", "kg" }, { "กรัม", "g" }, { "ลิตร", "L" },
	{ "วัน", "days" },
	/* the abbreviations: "180 กม.", "36 ซม.", "5 กก." */
	{ "กม.", "km" }, { "กม", "km" }, { "ซม.", "cm" }, { "ซม", "cm" },
	{ "กก.", "kg" },
	/* Bengali */
	{ "ডলার", "dollars" }, { "টাকা", "taka" }, { "রুপি", "rupees" },
	{ "ঘণ্টা", "hours" }, { "মিনিট", "minutes" }, { "সেকেন্ড", "seconds" },
	{ "কিলোমিটার", "km" }, { "সেন্টিমিটার", "cm" }, { "মিটার", "m" },
	{ "কিলোগ্রাম", "kg" }, { "গ্রাম", "g" }, { "লিটার", "L" },
	{ "দিন", "days" },
	{ "সেমি", "cm" },	/* the abbreviation: "36 সেমি" */
	{ "কিমি", "km" }, { "কি.মি.", "km" }, { "কি.মি", "km" },
	{ "কেজি", "kg" },
	/* Hindi */
	{ "घंटे", "hours" }, { "घंटा", "hours" }, { "घण्टे", "hours" },
	{ "मिनट", "minutes" }, { "सेकंड", "seconds" },
	{ "सेकेंड", "seconds" }, { "दिन", "days" },
	{ "किलोमीटर", "km" }, { "सेंटीमीटर", "cm" }, { "मीटर", "m" },
	{ "किलोग्राम", "kg" }, { "ग्राम", "g" }, { "लीटर", "L" },
	{ "सेमी", "cm" },	/* the abbreviation: "36 सेमी" */
	{ "किमी", "km" }, { "कि.मी.", "km" }, { "कि.मी", "km" },
	{ "किग्रा", "kg" },
	/* Telugu */
	{ "డాలర్లు", "dollars" }, { "డాలర్", "dollars" },
	{ "రూపాయలు", "rupees" }, { "రూపాయి", "rupees" },
	{ "రూపాయల", "rupees" },
	{ "రోజులు", "days" },
	{ "గంటలు", "hours" }, { "నిమిషాలు", "minutes" },
	{ "సెకన్లు", "seconds" }, { "కిలోమీటర్లు", "km" },
	{ "మీటర్లు", "m" }, { "కిలోగ్రాములు", "kg" }, { "గ్రాములు", "g" },
	{ "లీటర్లు", "L" },
	/* abbreviations: "240 కి.మీ.", "36 సెం.మీ." */
	{ "కి.మీ.", "km" }, { "కి.మీ", "km" }, { "సెం.మీ.", "cm" },
	{ "సెం.మీ", "cm" }, { "కిలోమీటర్", "km" }, { "కిలోమీటర్ల", "km" },
	{ NULL, NULL }
};

/*
 * Is the UTF-8 character at s[0] of a script written without spaces
 * between a number and its unit: kana, CJK ideographs (U+3040-9FFF) or
 * Hangul syllables (U+AC00-D7AF: "5시간입니다")?
 */
static int
cjk_at(const unsigned char *s, size_t n)
{
	unsigned int c;

	if (n < 3 || (s[0] & 0xf0) != 0xe0)
		return 0;
	c = ((s[0] & 0x0fu) << 12) | ((s[1] & 0x3fu) << 6) | (s[2] & 0x3fu);
	return (c >= 0x3040 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af);
}

/*
 * A letter continues a word at s[0]: an ASCII letter or any non-ASCII
 * byte other than CJK, full-width punctuation and the danda that ends a
 * Hindi or Bengali sentence ("3 मिनट।", "42 লক্ষ।": the word ends before
 * it) (Cyrillic, accented Latin, Thai, Bengali, Telugu, Hangul letters;
 * a mark, "42†", is read as a word of its own).
 */
static int
letter_at(const unsigned char *s, size_t n)
{
	if (n == 0)
		return 0;
	if (s[0] < 0x80)
		return papo_ascii_alpha(s[0]);
	if (cjk_at(s, n))
		return 0;
	/* U+3000-303F CJK punctuation, U+FF00-FFEF full-width forms */
	if (n >= 3 && s[0] == 0xe3 && s[1] == 0x80)
		return 0;
	/* the danda and double danda (U+0964, U+0965) and the Bengali
	   mark written for it (U+09F7) end a sentence, no word: "लाख।" */
	if (n >= 3 && s[0] == 0xe0 && ((s[1] == 0xa5 && (s[2] == 0xa4 ||
	    s[2] == 0xa5)) || (s[1] == 0xa7 && s[2] == 0xb7)))
		return 0;
	if (n >= 3 && s[0] == 0xef && (s[1] == 0xbc || s[1] == 0xbd))
		return 0;
	/* Arabic's question mark, comma and semicolon (U+061F, U+060C,
	   U+061B): "بالكيلومترات؟" */
	if (n >= 2 && s[0] == 0xd8 && (s[1] == 0x9f || s[1] == 0x8c ||
	    s[1] == 0x9b))
		return 0;
	return 1;
}

/* The length of the word w at s[0] (s[0..n)) when it is longer than
   best (longest_word's rule, below), else 0. */
static size_t
word_fits(const char *s, size_t n, const char *w, size_t best)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t l;

	if (w[0] != s[0] || (n > 1 && w[1] != '\0' && w[1] != s[1]))
		return 0;	/* most words end here, cheaply */
	l = strlen(w);
	if (l > n || l <= best || memcmp(s, w, l) != 0)
		return 0;
	if (!cjk_at(u, n) && letter_at(u + l, n - l))
		return 0;
	return l;
}

/*
 * The longest word of a table at s[0], as a row index, or -1.  Each
 * row of tab (rows of stride bytes) opens with its word, a C string;
 * the table ends on a NULL word.  A word of letters ends where no
 * letter follows; a CJK word stands as it is ("5分钟的").  *len is
 * the word's length, 0 when none.
 */
static long
longest_word(const char *s, size_t n, const void *tab, size_t stride,
    size_t *len)
{
	const unsigned char *u = (const unsigned char *)s;
	const char *row = tab, *w;
	size_t l, best = 0;
	long k, found = -1;

	*len = 0;
	if (n == 0 || (u[0] < 0x80 && !papo_ascii_alpha(u[0])))
		return -1;	/* every word starts with a letter */
	for (k = 0; (w = *(const char *const *)(const void *)row) != NULL;
	    k++, row += stride)
		if ((l = word_fits(s, n, w, best)) != 0) {
			best = l;
			found = k;
		}
	*len = best;
	return found;
}

/*
 * words[]' rows by their first byte, built once (words_build): those
 * of byte c are words_ix[words_at[c] .. words_at[c + 1]), in the
 * table's order, the only ones longest_word could take at a c; the
 * same word found, asking a few rows, not every row.
 */
#define NWORDS	(sizeof(words) / sizeof(words[0]))
static unsigned short words_at[257], words_ix[NWORDS];
static pthread_once_t words_once = PTHREAD_ONCE_INIT;

static void
words_build(void)
{
	unsigned short fill[256];
	size_t k, c;

	for (k = 0; words[k].word != NULL; k++)
		words_at[(unsigned char)words[k].word[0] + 1]++;
	for (c = 1; c < 257; c++)
		words_at[c] = (unsigned short)(words_at[c] + words_at[c - 1]);
	memcpy(fill, words_at, sizeof(fill));
	for (k = 0; words[k].word != NULL; k++)
		words_ix[fill[(unsigned char)words[k].word[0]]++] =
		    (unsigned short)k;
}

const char *
papo_unit_foreign(const char *s, size_t n, size_t *len)
{
	size_t j, l, best = 0;
	unsigned c;
	long k = -1;

	(void)pthread_once(&words_once, words_build);
	/* as longest_word over words[]: every word starts with a letter */
	if (n > 0 && ((unsigned char)s[0] >= 0x80 ||
	    papo_ascii_alpha((unsigned char)s[0]))) {
		c = (unsigned char)s[0];
		for (j = words_at[c]; j < words_at[c + 1]; j++)
			if ((l = word_fits(s, n, words[words_ix[j]].word,
			    best)) != 0) {
				best = l;
				k = words_ix[j];
			}
	}
	*len = best;
	if (k < 0)	/* a currency's sign after the amount ("42 €") */
		return papo_unit_currency_sign(s, n, 0, len);
	return words[k].unit;
}

size_t
papo_unit_word_len(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t l = 0;

	while (l < n && letter_at(u + l, n - l)) {
		l++;
		while (l < n && (u[l] & 0xc0) == 0x80)
			l++;	/* the rest of a UTF-8 character */
	}
	return l;
}

/*
 * Scale words of the languages papo-verify reads, each with its power of
 * ten ("5万" is 50000, "5 Millionen" 5000000, "5 lakh" and "5 लाख"
 * 500000) and the languages it is a scale word of (papo_frame_langs'
 * codes).  A word another listed language (or English) writes with
 * another meaning is marked '!' before them: Spanish and Portuguese
 * "mil" (English's colloquial million, a thousandth of an inch;
 * Polish's miles), Italian "mila" (Polish's mile), Turkish "bin"
 * (English's bin); it is read only in a line of its languages
 * (papo_answer_scale_foreign).  German's "Mio" is capitalised, after
 * a value no other language's word.  English
 * thousand, million, billion and trillion are read where units are
 * (answer_prose.c).
 */
static const struct scale {	/* the word first: longest_word() */
	const char *word;
	int exp;
	const char *langs;
} scales[] = {
	/* Chinese, Japanese (kanji), Korean */
	{ "百", 2, "zh ja" }, { "千", 3, "zh ja" }, { "万", 4, "zh ja" },
	{ "萬", 4, "zh ja" }, { "亿", 8, "zh" },
	{ "億", 8, "zh ja" }, { "백", 2, "ko" }, { "천", 3, "ko" },
	{ "만", 4, "ko" }, { "억", 8, "ko" },
	/* Spanish, Portuguese, Italian, French, German */
	{ "mil", 3, "!es pt" }, { "millones", 6, "es" }, { "millón", 6, "es" },
	{ "milhões", 6, "pt" },
	{ "milhão", 6, "pt" }, { "milioni", 6, "it" }, { "milione", 6, "it" },
	{ "millions", 6, "fr en" }, { "milliards", 9, "fr" },
	{ "milliard", 9, "fr" },
	{ "miliardi", 9, "it" }, { "Millionen", 6, "de" },
	{ "Million", 6, "de" },
	{ "Milliarden", 9, "de" }, { "Milliarde", 9, "de" },
	{ "Tausend", 3, "de" },
	{ "mille", 3, "fr it" }, { "mila", 3, "!it" },
	/* the long scale: a German or Spanish billion is 10^12 (French's
	   "billion", English's word too, is read by its line's language:
	   answer_prose.c, long_scale) */
	{ "Billionen", 12, "de" }, { "Billiarden", 15, "de" },
	{ "Billiarde", 15, "de" },
	{ "Trillionen", 18, "de" }, { "billones", 12, "es" },
	{ "billón", 12, "es" },
	{ "trillones", 18, "es" }, { "trillón", 18, "es" },
	/* Swahili, after its count (before it, "elfu 42", it is refused
	   where the answer is read) */
	{ "elfu", 3, "sw" },
	/* Russian */
	{ "тысяч", 3, "ru" }, { "тысячи", 3, "ru" }, { "тысяча", 3, "ru" },
	{ "тыс", 3, "ru" },
	{ "миллионов", 6, "ru" }, { "миллиона", 6, "ru" },
	{ "миллион", 6, "ru" },
	{ "млн", 6, "ru" }, { "миллиардов", 9, "ru" }, { "миллиарда", 9, "ru" },
	{ "миллиард", 9, "ru" }, { "млрд", 9, "ru" },
	/* South Asian: lakh, crore (English, Bengali, Telugu) */
	{ "lakh", 5, "en hi bn te" }, { "lakhs", 5, "en hi bn te" },
	{ "crore", 7, "en hi bn te" }, { "crores", 7, "en hi bn te" },
	/* English words of a scale no unit row reads: "42 hundred" is
	   4200 ("hundredths" is another word) */
	{ "hundred", 2, "en" },
	{ "হাজার", 3, "bn" }, { "লক্ষ", 5, "bn" }, { "লাখ", 5, "bn" },
	{ "কোটি", 7, "bn" },
	{ "వేలు", 3, "te" }, { "వేల", 3, "te" }, { "లక్షలు", 5, "te" },
	{ "లక్ష", 5, "te" },
	{ "కోట్లు", 7, "te" }, { "కోటి", 7, "te" },
	/* Hindi (nukta letters decomposed, as NFC writes them, and
	   precomposed) */
	{ "हज़ार", 3, "hi" }, { "हज़ार", 3, "hi" }, { "हजार", 3, "hi" },
	{ "लाख", 5, "hi" },
	{ "करोड़", 7, "hi" }, { "करोड़", 7, "hi" }, { "करोड", 7, "hi" },
	/* Ukrainian, Polish, German abbreviations */
	{ "тисяч", 3, "uk" }, { "тисячі", 3, "uk" }, { "тисяча", 3, "uk" },
	{ "тис", 3, "uk" },
	{ "мільйонів", 6, "uk" }, { "мільйони", 6, "uk" },
	{ "мільйон", 6, "uk" },
	{ "мільярдів", 9, "uk" }, { "мільярди", 9, "uk" },
	{ "мільярд", 9, "uk" },
	{ "tysięcy", 3, "pl" }, { "tysiące", 3, "pl" }, { "tysiąc", 3, "pl" },
	{ "milionów", 6, "pl" }, { "miliony", 6, "pl" }, { "milion", 6, "pl" },
	{ "miliardów", 9, "pl" }, { "miliardy", 9, "pl" }, { "Mio", 6, "de" },
	{ "Mrd", 9, "de" },
	/* Arabic, Indonesian (Malay), Vietnamese, Turkish */
	{ "ألف", 3, "ar" }, { "آلاف", 3, "ar" }, { "الف", 3, "ar" },
	{ "مليون", 6, "ar" },
	{ "ملايين", 6, "ar" }, { "مليار", 9, "ar" }, { "مليارات", 9, "ar" },
	{ "ribu", 3, "id" }, { "juta", 6, "id" }, { "miliar", 9, "id" },
	{ "nghìn", 3, "vi" }, { "ngàn", 3, "vi" }, { "triệu", 6, "vi" },
	{ "tỷ", 9, "vi" },
	{ "tỉ", 9, "vi" }, { "bin", 3, "!tr" }, { "milyon", 6, "tr" },
	{ "milyar", 9, "tr" },
	/* Thai */
	{ "พัน", 3, "th" }, { "หมื่น", 4, "th" }, { "แสน", 5, "th" },
	{ "ล้าน", 6, "th" },
	{ NULL, 0, NULL }
};

/*
 * s[0..n) with its first letter lower case into buf (cap bytes): an
 * ASCII or a Cyrillic capital ("Тысячи", "Millions" opening a
 * sentence's words); its length, or 0 when s opens on no such capital.
 */
static size_t
first_lower(const char *s, size_t n, char *buf, size_t cap)
{
	const unsigned char *u = (const unsigned char *)s;

	if (n > cap)
		n = cap;
	memcpy(buf, s, n);
	if (n > 0 && u[0] >= 'A' && u[0] <= 'Z')
		buf[0] = (char)(u[0] + 32);
	else if (n > 1 && u[0] == 0xd0 && u[1] >= 0x90 && u[1] <= 0x9f)
		buf[1] = (char)(u[1] + 0x20);	/* А-П: а-п */
	else if (n > 1 && u[0] == 0xd0 && u[1] >= 0xa0 && u[1] <= 0xaf) {
		buf[0] = (char)0xd1;	/* Р-Я: р-я */
		buf[1] = (char)(u[1] - 0x20);
	} else
		return 0;
	return n;
}

int
papo_scale_foreign_row(const char *s, size_t n, size_t *len,
    const char **langs)
{
	long k = longest_word(s, n, scales, sizeof scales[0], len);
	char buf[48];
	size_t m;

	if (k < 0 && (m = first_lower(s, n, buf, sizeof(buf))) != 0)
		k = longest_word(buf, m, scales, sizeof scales[0], len);
	*langs = k < 0 ? NULL : scales[k].langs;
	return k < 0 ? 0 : scales[k].exp;
}

int
papo_scale_foreign(const char *s, size_t n, size_t *len)
{
	const char *langs;
	int e = papo_scale_foreign_row(s, n, len, &langs);

	if (e != 0 && langs[0] == '!') {
		*len = 0;
		return 0;	/* no line, no language: not read */
	}
	return e;
}

/*
 * English words that may end a value's clause without naming what it
 * counts ("5 each.", "5 in total." ends on "total", "5 left."): no
 * counted noun.  Lower case; compared ASCII case aside.
 */
static const char *const not_counted[] = {
	"is", "are", "was", "were", "be", "been", "am", "it", "its", "in",
	"of", "to", "at", "on", "by", "for", "and", "or", "nor", "but",
	"so", "as", "than", "then", "the", "an", "each", "every", "apiece",
	"total", "altogether", "overall", "all", "only", "exactly",
	"precisely",
	"left", "remaining", "more", "less", "fewer", "too", "also",
	"now", "here", "there", "instead", "again", "inclusive",
	"together", "combined", "respectively", "approximately", "about",
	"roughly", "nearly", "almost", "percent", "per", "cent",
	"since", "because", "when", "if", "yes", "no", "not",
	/* what a value measures, not what it counts ("5/8 full") */
	"full", "empty", "old", "long", "high", "tall", "wide", "deep",
	"away", "apart", "later", "ago", "earlier", "faster", "slower",
	"larger", "smaller", "bigger", "greater", "higher", "lower",
	"longer", "shorter", "older", "younger", "heavier", "lighter",
	"cheaper", "done", "complete", "off", "up", "down", "out",
	/* a verb the value is the subject of ("yes, 5 works.") */
	"works", "work", "fits", "holds", "remains", "wins", "applies",
	"suffices", "satisfies", "checks", NULL
};

int
papo_unit_counted_noun(const char *s, size_t n)
{
	size_t k, i;

	if (n < 2 || n > 24)
		return 0;
	for (i = 0; i < n; i++)
		if (!papo_ascii_alpha((unsigned char)s[i]))
			return 0;
	for (k = 0; not_counted[k]; k++) {
		if (strlen(not_counted[k]) != n)
			continue;
		for (i = 0; i < n && papo_ascii_lower((unsigned char)s[i]) ==
		    not_counted[k][i]; i++)
			;
		if (i == n)
			return 0;
	}
	return 1;
}
