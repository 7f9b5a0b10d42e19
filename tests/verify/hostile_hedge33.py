#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_hedge33.py: doubt, hedge and condition wordings around an
answer in the 22 listed languages (issue 26, review 33): each family
of wording, in each language, at each place a box may stand beside it.

The families (a sentence holding the value, and one without it):
 - wager: a modal with a verb of belief or betting ("I'd wager ...",
   "Je parierais que ...", "我敢打赌...");
 - pct: a percentage of confidence ("I'm only about 40% sure ...");
 - guess: a guess or an estimate, noun or verb ("Tentatively, ...",
   "Chutando, ...", "Ninakisia ...", "추정하자면 ...");
 - seem: a verb of seeming, conjugated ("... seems to ...", "parece
   ser", "scheint ... zu sein", "似乎", "кажется", "よさそうです",
   "것 같습니다");
 - cond: a condition on the work ("If memory serves, ...", "Si no me
   equivoco, ...", "Wenn ich richtig gerechnet habe, ...", "..., unless
   I slipped.");
 - alt: another value offered after the answer ("Or 21.").

The places: box (the hedged sentence with the box for its value),
before (the sentence without the value right before a statement with
the box), after (the same after it), bare (the hedged sentence, then a
bare box), think (the hedged sentence last in a reasoning block, then
a bare box after "</think>").

The twins (controls, rewarded): the statement committed in the same
places, and committed sentences with the families' words in another
sense: "It seems the problem asks for the total distance.", "I am sure
the train travels 240 km.", "The guess-and-check method gives 240
km.".

usage: hostile_hedge33.py PAPO_VERIFY [--list]

Every hostile variant holds the right value, hedged: a reward is one of
an answer not committed to.

Measured on main (f3ebbc8e): 345 of 938 hostile variants rewarded
(wager 79, cond 79, seem 76, guess 64, alt 44, pct 3: mostly the
sentence before a bare box and the reasoning's last sentence), 74 of
286 twins refused.  Now: 3 rewarded, the known holes below; 71 twins
refused, all refused on main too (a box inside a sentence whose words
no row reads in that language, "the guess-and-check method" read as
a guess outside English and before a box in its sentence), counted
as lost and capped by the test.
"""
import sys

import verify_run
from hostile_head30 import LANGS as HEAD

V = "240"
WORK = "80 × 3 = 240\n\n"

# lang: {family: ([sentences holding {}], [sentences without it])}
HEDGES = {
    'en': {
        'wager': (["I'd wager the train travels {} km.",
                   "I'd bet it's {} km."],
                  ["I'd wager on it.", "I would bet on that."]),
        'pct': (["I'm only about 40% sure it's {} km."],
                ["I'm only about 40% sure of this."]),
        'guess': (["Tentatively, the train travels {} km.",
                   "My guess is {} km.",
                   "This is a placeholder: {} km."],
                  ["That's tentative.", "This is a placeholder."]),
        'seem': (["The train seems to travel {} km.",
                  "As far as I can tell, it's {} km.",
                  "The distance appears to be {} km."],
                 ["So it seems.", "As far as I can tell."]),
        'cond': (["If memory serves, it's {} km.",
                  "If my arithmetic holds, the train travels {} km.",
                  "At first glance, the train travels {} km.",
                  "The train travels {} km, unless I slipped."],
                 ["That's if my arithmetic holds.", "Unless I slipped."]),
    },
    'zh-Hans': {
        'wager': (["我敢打赌火车一共行驶了{}公里。"], ["我敢打赌是这样。"]),
        'pct': (["我只有大约40%的把握火车行驶了{}公里。"],
                ["我只有大约40%的把握。"]),
        'guess': (["我猜火车一共行驶了{}公里。"], ["这只是我的猜测。"]),
        'seem': (["火车似乎一共行驶了{}公里。", "答案似乎是{}公里。"],
                 ["看起来是这样。"]),
        'cond': (["如果我没算错的话，火车一共行驶了{}公里。"],
                 ["如果我没算错的话。"]),
    },
    'zh-Hant': {
        'wager': (["我敢打賭火車一共行駛了{}公里。"], ["我敢打賭是這樣。"]),
        'pct': (["我只有大約40%的把握火車行駛了{}公里。"],
                ["我只有大約40%的把握。"]),
        'guess': (["我猜火車一共行駛了{}公里。"], ["這只是我的猜測。"]),
        'seem': (["火車似乎一共行駛了{}公里。"], ["看起來是這樣。"]),
        'cond': (["如果我沒算錯的話，火車一共行駛了{}公里。"],
                 ["如果我沒算錯的話。"]),
    },
    'ja': {
        'wager': (["列車は合計{}km走ると賭けてもいいです。"],
                  ["賭けてもいいです。"]),
        'pct': (["40%くらいの自信で、列車は合計{}km走ります。"],
                ["自信は40%程度です。"]),
        'guess': (["推測ですが、列車は合計{}km走ります。"], ["これは推測です。"]),
        'seem': (["列車は合計{}km走るようです。", "答えは{}kmでよさそうです。"],
                 ["そのようです。"]),
        'cond': (["計算が合っていれば、列車は合計{}km走ります。"],
                 ["計算が合っていればですが。"]),
    },
    'ko': {
        'wager': (["내기를 건다면 기차는 총 {}km를 달린다고 하겠습니다."],
                  ["내기를 걸자면 그렇습니다."]),
        'pct': (["기차가 {}km를 달린다고 40% 정도 확신합니다."],
                ["40% 정도만 확신합니다."]),
        'guess': (["추정하자면 기차는 총 {}km를 달립니다."], ["추정치입니다."]),
        'seem': (["기차는 총 {}km를 달리는 것 같습니다.",
                  "기차는 총 {}km를 달리는 듯합니다."],
                 ["그런 것 같습니다."]),
        'cond': (["제 계산이 맞다면 기차는 총 {}km를 달립니다."],
                 ["제 계산이 맞다면요."]),
    },
    'fr': {
        'wager': (["Je parierais que le train parcourt {} km au total."],
                  ["Je parierais là-dessus."]),
        'pct': (["Je suis sûr à environ 40 % que le train parcourt {} km."],
                ["J'en suis sûr à 40 % environ."]),
        'guess': (["Mon estimation : le train parcourt {} km au total."],
                  ["C'est une estimation."]),
        'seem': (["Le train semble parcourir {} km au total.",
                  "La distance semble être {} km."],
                 ["Cela semble être le cas."]),
        'cond': (["Si je ne me trompe pas, le train parcourt {} km au total."],
                 ["Si je ne me trompe pas."]),
    },
    'de': {
        'wager': (["Ich würde wetten, dass der Zug insgesamt {} km zurücklegt."],
                  ["Darauf würde ich wetten."]),
        'pct': (["Ich bin mir zu etwa 40 % sicher, dass der Zug {} km "
                 "zurücklegt."], ["Ich bin mir nur zu etwa 40 % sicher."]),
        'guess': (["Ich schätze, der Zug legt insgesamt {} km zurück."],
                  ["Das ist eine Schätzung."]),
        'seem': (["Die Strecke scheint {} km zu sein.",
                  "Der Zug scheint insgesamt {} km zurückzulegen."],
                 ["So scheint es."]),
        'cond': (["Wenn ich richtig gerechnet habe, legt der Zug insgesamt "
                  "{} km zurück."], ["Wenn ich richtig gerechnet habe."]),
    },
    'es': {
        'wager': (["Apostaría a que el tren recorre {} km en total."],
                  ["Apostaría por ello."]),
        'pct': (["Estoy seguro en un 40 % de que el tren recorre {} km."],
                ["Estoy seguro solo en un 40 %."]),
        'guess': (["Mi estimación: el tren recorre {} km en total."],
                  ["Es una estimación."]),
        'seem': (["El tren parece recorrer {} km en total.",
                  "La respuesta parece ser {} km."], ["Eso parece."]),
        'cond': (["Si no me equivoco, el tren recorre {} km en total."],
                 ["Si no me equivoco."]),
    },
    'it': {
        'wager': (["Scommetterei che il treno percorre {} km in totale."],
                  ["Ci scommetterei."]),
        'pct': (["Sono sicuro al 40% circa che il treno percorre {} km."],
                ["Ne sono sicuro solo al 40%."]),
        'guess': (["La mia stima: il treno percorre {} km in totale."],
                  ["È una stima."]),
        'seem': (["Il treno sembra percorrere {} km in totale.",
                  "La risposta sembra essere {} km."], ["Così sembra."]),
        'cond': (["Se non sbaglio, il treno percorre {} km in totale."],
                 ["Se non sbaglio."]),
    },
    'pt': {
        'wager': (["Eu apostaria que o trem percorre {} km ao todo."],
                  ["Eu apostaria nisso."]),
        'pct': (["Tenho uns 40% de certeza de que o trem percorre {} km."],
                ["Tenho só uns 40% de certeza."]),
        'guess': (["Chutando, o trem percorre {} km ao todo."],
                  ["É uma estimativa."]),
        'seem': (["O trem parece percorrer {} km ao todo."],
                 ["É o que parece."]),
        'cond': (["Se não me engano, o trem percorre {} km ao todo."],
                 ["Se não me engano."]),
    },
    'ru': {
        'wager': (["Готов поспорить, что поезд проедет {} км."],
                  ["Готов поспорить на это."]),
        'pct': (["Я уверен примерно на 40%, что поезд проедет {} км."],
                ["Я уверен лишь на 40%."]),
        'guess': (["По моей оценке, поезд проедет {} км."],
                  ["Это лишь оценка."]),
        'seem': (["Похоже, поезд проедет {} км.", "Ответ, кажется, {} км."],
                 ["Похоже на то."]),
        'cond': (["Если я не ошибся, поезд проедет {} км."],
                 ["Если я не ошибся."]),
    },
    'th': {
        'wager': (["ฉันกล้าพนันว่ารถไฟวิ่งได้ทั้งหมด {} กิโลเมตร"],
                  ["ฉันกล้าพนันเลย"]),
        'pct': (["ฉันมั่นใจประมาณ 40% ว่ารถไฟวิ่งได้ {} กิโลเมตร"],
                ["ฉันมั่นใจแค่ประมาณ 40%"]),
        'guess': (["ฉันประมาณการว่ารถไฟวิ่งได้ทั้งหมด {} กิโลเมตร"],
                  ["นี่เป็นเพียงการประมาณ"]),
        'seem': (["ดูเหมือนว่ารถไฟวิ่งได้ทั้งหมด {} กิโลเมตร"],
                 ["ดูเหมือนจะเป็นอย่างนั้น"]),
        'cond': (["ถ้าฉันคำนวณไม่ผิด รถไฟวิ่งได้ทั้งหมด {} กิโลเมตร"],
                 ["ถ้าฉันคำนวณไม่ผิดนะ"]),
    },
    'bn': {
        'wager': (["আমি বাজি ধরে বলতে পারি ট্রেনটি মোট {} কিমি যায়।"],
                  ["আমি এতে বাজি ধরব।"]),
        'pct': (["আমি প্রায় 40% নিশ্চিত যে ট্রেনটি {} কিমি যায়।"],
                ["আমি মাত্র 40% নিশ্চিত।"]),
        'guess': (["আমার অনুমান ট্রেনটি মোট {} কিমি যায়।"],
                  ["এটি একটি অনুমান।"]),
        'seem': (["মনে হচ্ছে ট্রেনটি মোট {} কিমি যায়।"], ["তাই মনে হচ্ছে।"]),
        'cond': (["আমার হিসাব ঠিক থাকলে ট্রেনটি মোট {} কিমি যায়।"],
                 ["যদি আমার হিসাব ঠিক থাকে।"]),
    },
    'sw': {
        'wager': (["Ningeweka dau kwamba treni inasafiri km {} kwa jumla."],
                  ["Ningeweka dau juu ya hilo."]),
        'pct': (["Nina uhakika wa karibu 40% kwamba treni inasafiri km {}."],
                ["Nina uhakika wa 40% tu."]),
        'guess': (["Ninakisia treni inasafiri km {} kwa jumla."],
                  ["Ni makadirio tu."]),
        'seem': (["Inaonekana treni inasafiri km {} kwa jumla."],
                 ["Inaonekana hivyo."]),
        'cond': (["Kama sijakosea, treni inasafiri km {} kwa jumla."],
                 ["Kama sijakosea."]),
    },
    'te': {
        'wager': (["రైలు మొత్తం {} కి.మీ. ప్రయాణిస్తుందని నేను పందెం కాస్తాను."],
                  ["దీనిపై నేను పందెం కాస్తాను."]),
        'pct': (["రైలు {} కి.మీ. ప్రయాణిస్తుందని నాకు సుమారు 40% నమ్మకం ఉంది."],
                ["నాకు 40% మాత్రమే నమ్మకం ఉంది."]),
        'guess': (["నా అంచనా ప్రకారం రైలు మొత్తం {} కి.మీ. ప్రయాణిస్తుంది."],
                  ["ఇది ఒక అంచనా మాత్రమే."]),
        'seem': (["రైలు మొత్తం {} కి.మీ. ప్రయాణిస్తున్నట్లు కనిపిస్తోంది."],
                 ["అలా కనిపిస్తోంది."]),
        'cond': (["నా లెక్క తప్పు కాకపోతే, రైలు మొత్తం {} కి.మీ. ప్రయాణిస్తుంది."],
                 ["నా లెక్క తప్పు కాకపోతే."]),
    },
    'hi': {
        'wager': (["मैं शर्त लगा सकता हूँ कि ट्रेन कुल {} किमी चलती है।"],
                  ["मैं इस पर शर्त लगाऊँगा।"]),
        'pct': (["मुझे लगभग 40% यकीन है कि ट्रेन {} किमी चलती है।"],
                ["मुझे केवल 40% यकीन है।"]),
        'guess': (["मेरा अनुमान है कि ट्रेन कुल {} किमी चलती है।"],
                  ["यह केवल एक अनुमान है।"]),
        'seem': (["ऐसा प्रतीत होता है कि ट्रेन कुल {} किमी चलती है।"],
                 ["ऐसा प्रतीत होता है।"]),
        'cond': (["अगर मेरी गणना सही है, तो ट्रेन कुल {} किमी चलती है।"],
                 ["अगर मेरी गणना सही है।"]),
    },
    'ar': {
        'wager': (["أراهن أن القطار يقطع {} كم إجمالًا."], ["أراهن على ذلك."]),
        'pct': (["أنا متأكد بنسبة 40% تقريبًا أن القطار يقطع {} كم."],
                ["أنا متأكد بنسبة 40% فقط."]),
        'guess': (["تقديري أن القطار يقطع {} كم إجمالًا."],
                  ["هذا مجرد تقدير."]),
        'seem': (["يبدو أن القطار يقطع {} كم إجمالًا."], ["هكذا يبدو."]),
        'cond': (["إن لم أكن مخطئًا، يقطع القطار {} كم إجمالًا."],
                 ["إن لم أكن مخطئًا."]),
    },
    'id': {
        'wager': (["Saya berani bertaruh kereta menempuh {} km seluruhnya."],
                  ["Saya berani bertaruh."]),
        'pct': (["Saya sekitar 40% yakin kereta menempuh {} km."],
                ["Saya hanya 40% yakin."]),
        'guess': (["Perkiraan saya, kereta menempuh {} km seluruhnya."],
                  ["Ini hanya perkiraan."]),
        'seem': (["Tampaknya kereta menempuh {} km seluruhnya."],
                 ["Tampaknya begitu."]),
        'cond': (["Kalau hitungan saya benar, kereta menempuh {} km "
                  "seluruhnya."], ["Kalau hitungan saya benar."]),
    },
    'vi': {
        'wager': (["Tôi dám cá là đoàn tàu đi được tổng cộng {} km."],
                  ["Tôi dám cá như vậy."]),
        'pct': (["Tôi chắc khoảng 40% rằng đoàn tàu đi được {} km."],
                ["Tôi chỉ chắc khoảng 40%."]),
        'guess': (["Theo ước tính của tôi, đoàn tàu đi được tổng cộng {} km."],
                  ["Đây chỉ là ước tính."]),
        'seem': (["Dường như đoàn tàu đi được tổng cộng {} km."],
                 ["Có vẻ là vậy."]),
        'cond': (["Nếu tôi tính không sai, đoàn tàu đi được tổng cộng {} km."],
                 ["Nếu tôi tính không sai."]),
    },
    'pl': {
        'wager': (["Założyłbym się, że pociąg pokonuje łącznie {} km."],
                  ["Założyłbym się o to."]),
        'pct': (["Jestem w około 40% pewien, że pociąg pokonuje {} km."],
                ["Jestem pewien tylko w 40%."]),
        'guess': (["Według mojego szacunku pociąg pokonuje łącznie {} km."],
                  ["To tylko szacunek."]),
        'seem': (["Pociąg zdaje się pokonywać łącznie {} km.",
                  "Wygląda na to, że pociąg pokonuje łącznie {} km."],
                 ["Na to wygląda."]),
        'cond': (["Jeśli się nie mylę, pociąg pokonuje łącznie {} km."],
                 ["Jeśli się nie mylę."]),
    },
    'uk': {
        'wager': (["Готовий посперечатися, що потяг долає {} км."],
                  ["Готовий на це посперечатися."]),
        'pct': (["Я впевнений приблизно на 40%, що потяг долає {} км."],
                ["Я впевнений лише на 40%."]),
        'guess': (["За моєю оцінкою, потяг долає {} км."],
                  ["Це лише оцінка."]),
        'seem': (["Схоже, потяг долає {} км."], ["Схоже на те."]),
        'cond': (["Якщо я не помилився, потяг долає {} км."],
                 ["Якщо я не помилився."]),
    },
    'tr': {
        'wager': (["Bahse girerim tren toplam {} km yol alır."],
                  ["Buna bahse girerim."]),
        'pct': (["Trenin {} km yol aldığından yaklaşık %40 eminim."],
                ["Sadece %40 eminim."]),
        'guess': (["Kestirimime göre tren toplam {} km yol alır."],
                  ["Bu sadece bir kestirim."]),
        'seem': (["Tren toplam {} km yol alıyor gibi görünüyor."],
                 ["Öyle görünüyor."]),
        'cond': (["Yanılmıyorsam tren toplam {} km yol alır."],
                 ["Yanılmıyorsam."]),
    },
}

# "Or 21.": another value offered after the answer
ALT = {
    'en': "Or 21.", 'zh-Hans': "或者21。", 'zh-Hant': "或者21。",
    'ja': "または21。", 'ko': "아니면 21.", 'fr': "Ou 21.", 'de': "Oder 21.",
    'es': "O 21.", 'it': "Oppure 21.", 'pt': "Ou 21.", 'ru': "Или 21.",
    'th': "หรือ 21", 'bn': "অথবা 21।", 'sw': "Au 21.", 'te': "లేదా 21.",
    'hi': "या 21।", 'ar': "أو 21.", 'id': "Atau 21.", 'vi': "Hoặc 21.",
    'pl': "Albo 21.", 'uk': "Або 21.", 'tr': "Ya da 21.",
}

# the twins: (a sentence that seems of the problem, a sure statement of
# {}, the guess-and-check method's statement of {})
TWINS = {
    'en': ("It seems the problem asks for the total distance.",
           "I am sure the train travels {} km.",
           "The guess-and-check method gives {} km."),
    'zh-Hans': ("题目似乎问的是总路程。", "我确定火车一共行驶了{}公里。",
                "用猜测检验法得出火车一共行驶了{}公里。"),
    'zh-Hant': ("題目似乎問的是總路程。", "我確定火車一共行駛了{}公里。",
                "用猜測檢驗法得出火車一共行駛了{}公里。"),
    'ja': ("問題は合計の距離を聞いているようです。",
           "列車は合計{}km走ると確信しています。",
           "推測と確認の方法で、列車は合計{}km走ります。"),
    'ko': ("문제는 총 거리를 묻는 것 같습니다.",
           "기차는 총 {}km를 달린다고 확신합니다.",
           "추측과 확인 방법으로 기차는 총 {}km를 달립니다."),
    'fr': ("Il semble que le problème demande la distance totale.",
           "Je suis sûr que le train parcourt {} km au total.",
           "La méthode par essais et erreurs donne {} km au total."),
    'de': ("Die Aufgabe scheint nach der Gesamtstrecke zu fragen.",
           "Ich bin sicher, dass der Zug insgesamt {} km zurücklegt.",
           "Die Methode Raten und Prüfen ergibt insgesamt {} km."),
    'es': ("Parece que el problema pregunta por la distancia total.",
           "Estoy seguro de que el tren recorre {} km en total.",
           "El método de prueba y error da {} km en total."),
    'it': ("Sembra che il problema chieda la distanza totale.",
           "Sono sicuro che il treno percorre {} km in totale.",
           "Il metodo per tentativi dà {} km in totale."),
    'pt': ("Parece que o problema pede a distância total.",
           "Tenho certeza de que o trem percorre {} km ao todo.",
           "O método de tentativa e erro dá {} km ao todo."),
    'ru': ("Кажется, задача спрашивает об общем расстоянии.",
           "Я уверен, что поезд проедет {} км.",
           "Метод подбора даёт {} км."),
    'th': ("ดูเหมือนโจทย์ถามระยะทางทั้งหมด",
           "ฉันมั่นใจว่ารถไฟวิ่งได้ทั้งหมด {} กิโลเมตร",
           "วิธีเดาและตรวจสอบให้ผล {} กิโลเมตร"),
    'bn': ("মনে হচ্ছে প্রশ্নটি মোট দূরত্ব জানতে চায়।",
           "আমি নিশ্চিত যে ট্রেনটি মোট {} কিমি যায়।",
           "অনুমান ও যাচাই পদ্ধতিতে ট্রেনটি মোট {} কিমি যায়।"),
    'sw': ("Inaonekana swali linauliza umbali wote.",
           "Nina uhakika kwamba treni inasafiri km {} kwa jumla.",
           "Mbinu ya kukisia na kukagua inatoa km {} kwa jumla."),
    'te': ("ప్రశ్న మొత్తం దూరాన్ని అడుగుతున్నట్లు కనిపిస్తోంది.",
           "రైలు మొత్తం {} కి.మీ. ప్రయాణిస్తుందని నాకు ఖచ్చితంగా తెలుసు.",
           "అంచనా వేసి సరిచూసే పద్ధతి ద్వారా రైలు మొత్తం {} కి.మీ. "
           "ప్రయాణిస్తుంది."),
    'hi': ("ऐसा प्रतीत होता है कि प्रश्न कुल दूरी पूछता है।",
           "मुझे यकीन है कि ट्रेन कुल {} किमी चलती है।",
           "अनुमान और जाँच विधि से ट्रेन कुल {} किमी चलती है।"),
    'ar': ("يبدو أن المسألة تسأل عن المسافة الكلية.",
           "أنا متأكد أن القطار يقطع {} كم إجمالًا.",
           "طريقة التخمين والتحقق تعطي {} كم إجمالًا."),
    'id': ("Tampaknya soal menanyakan jarak total.",
           "Saya yakin kereta menempuh {} km seluruhnya.",
           "Metode tebak dan periksa memberikan {} km seluruhnya."),
    'vi': ("Có vẻ đề bài hỏi tổng quãng đường.",
           "Tôi chắc chắn đoàn tàu đi được tổng cộng {} km.",
           "Phương pháp đoán và kiểm tra cho tổng cộng {} km."),
    'pl': ("Wygląda na to, że zadanie pyta o całkowitą odległość.",
           "Jestem pewien, że pociąg pokonuje łącznie {} km.",
           "Metoda prób i błędów daje łącznie {} km."),
    'uk': ("Схоже, задача питає про загальну відстань.",
           "Я впевнений, що потяг долає {} км.",
           "Метод підбору дає {} км."),
    'tr': ("Soru toplam mesafeyi soruyor gibi görünüyor.",
           "Trenin toplam {} km yol aldığından eminim.",
           "Tahmin et ve kontrol et yöntemi toplam {} km verir."),
}

BOX = "\\boxed{%s}" % V
BARE = ["\n\n" + BOX, "\n\n**Final Answer**\n" + BOX]
THINK = "\n</think>\n\n" + BOX


def sep(lang):
    """What stands between two sentences in the language."""
    return "" if lang in ("zh-Hans", "zh-Hant", "ja") else " "


def valued(c, fam, lang, p, s):
    """A sentence s holding the value {}: the box for it, then the value
    before a bare box, and last in a reasoning block."""
    c.add(fam + "/box/" + lang, (V, p), WORK + s.format(BOX))
    for b in BARE:
        c.add(fam + "/bare/" + lang, (V, p), WORK + s.format(V) + b)
    c.add(fam + "/think/" + lang, (V, p), "<think>\n" + WORK + s.format(V) + THINK)


def plain(c, fam, lang, p, st, s):
    """A sentence s without the value: right before the statement st
    with the box, and after it."""
    j = sep(lang)
    c.add(fam + "/before/" + lang, (V, p), WORK + s + j + st.format(BOX))
    c.add(fam + "/after/" + lang, (V, p), WORK + st.format(BOX) + j + s)
    c.add(fam + "/after/" + lang, (V, p), WORK + st.format(V) + "\n\n" + BOX +
          "\n\n" + s)


# a unit's abbreviation with stops inside a hedged sentence (the kind
# of Telugu's "కి.మీ." holes, closed): Hindi's "कि.मी.", each hedge
ABBREV = {
    "hi": {"guess": "मेरे अनुमान से ट्रेन कुल {} कि.मी. चलती है।",
           "seem": "लगता है कि ट्रेन कुल {} कि.मी. चलती है।",
           "cond": "अगर मेरी गणना सही है, तो ट्रेन कुल {} कि.मी. चलती है।"},
}


def abbrev_rows(c):
    for lang, fams in ABBREV.items():
        for fam, s in fams.items():
            valued(c, fam, lang, HEAD[lang][0], s)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    abbrev_rows(c)
    for lang, fams in HEDGES.items():
        p, _doubt, _lab, st = HEAD[lang]
        for fam, (vals, plains) in fams.items():
            for s in vals:
                valued(c, fam, lang, p, s)
            for s in plains:
                plain(c, fam, lang, p, st, s)
        alt, j = ALT[lang], sep(lang)
        c.add("alt/after/" + lang, (V, p), WORK + st.format(BOX) + j + alt)
        c.add("alt/after/" + lang, (V, p), WORK + BOX + "\n\n" + alt)
        c.add("alt/bare/" + lang, (V, p), WORK + st.format(V) + j + alt + BARE[0])
        c.add("alt/think/" + lang, (V, p), "<think>\n" + WORK + st.format(V) + j +
              alt + THINK)
        # the twins
        seem, sure, method = TWINS[lang]
        k.add("stmt/" + lang, (V, p), WORK + st.format(BOX))
        k.add("stmt/" + lang, (V, p), WORK + st.format(V) + BARE[0])
        k.add("stmt/" + lang, (V, p), "<think>\n" + WORK + st.format(V) + THINK)
        k.add("seem/" + lang, (V, p), WORK + seem + j + st.format(BOX))
        k.add("seem/" + lang, (V, p), WORK + seem + j + st.format(V) + BARE[0])
        for s in (sure, method):
            fam = "sure" if s is sure else "method"
            k.add(fam + "/" + lang, (V, p), WORK + s.format(BOX))
            for b in BARE:
                k.add(fam + "/" + lang, (V, p), WORK + s.format(V) + b)
            k.add(fam + "/" + lang, (V, p), "<think>\n" + WORK + s.format(V) + THINK)
    return c.out, k.out


# (family, response) patterns of the holes left, capped by the test
# (Telugu's abbreviated unit, "... 240 కి.మీ. ప్రయాణిస్తుంది.", 9, closed:
# a unit's abbreviation before a word of its script ends no clause,
# answer_frame.c's clause_start_after): a Bengali sentence is read as
# three clauses at most, each word after a space one (answer_frame.c's
# sentence_whole), so a percentage of confidence before
# "যে ট্రেনটি 240 কিমি যায়" is left out of it
KNOWN = [
    (r"pct/(bare|think)/bn", "40% নিশ্চিত যে"),
]


def group(v):
    """A variant's family, a twin's with its "control-": its place and
    language aside."""
    return v["family"].split("/")[0]


def main():
    verify_run.usage("hostile_hedge33")
    out, ctl = rows()
    # a twin refused is counted as lost signal (the test caps it): the
    # twins main refuses for other reasons (a box inside a sentence of
    # a language no row reads there, "the guess-and-check method"
    # read as a guess outside English) are counted, not hidden
    return verify_run.run("hostile_hedge33", verify_run.records(out, ctl),
                          group=group, known=verify_run.known_by(KNOWN),
                          lost=verify_run.is_control)


if __name__ == "__main__":
    sys.exit(main())
