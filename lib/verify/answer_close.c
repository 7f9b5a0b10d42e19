/* SPDX-License-Identifier: MIT */
/*
 * answer_close.c: the closing remarks papo-verify recognises after an
 * answer, as whole sentences.
 *
 * A sentence after the answer whose words are all closing words of one
 * language (answer_rows.c's R_CLOSE rows) may still say something of the
 * answer: those words make "I hope this helps" and also "If I am
 * right.", "I hope so." and "Let me know if this is the right answer."
 * So a remark counts only when the sentence as a whole is one of the
 * forms below; any other arrangement of the same words is not
 * recognised, and the answer before it is not rewarded.  A sentence
 * of its own after the answer whose words are in no closing row counts
 * too when, written in words alone, it is one of the forms as a whole
 * (papo_frame_closing_alone: "Feel free to ask if anything is
 * unclear!", "This satisfies all the conditions."), and so do a value's
 * own sentence's last words from "which" or "and"
 * (papo_frame_closing_clause: ", which matches the given conditions").
 * No form holds a hedge, a condition on the answer, an assumption, a
 * value or a doubt (tests/verify/hostile_close.py gives each its
 * twins).
 *
 * A form is a line of slots separated by spaces; a slot is one word or
 * several joined by '|' (one of them), and a slot in brackets may be
 * left out; an entry "@xx" says the language of the forms after it (a
 * response's remarks are of one language).  A word holds no space: "let
 * me know" is three slots.  The
 * sentence is compared after papo_close_norm: punctuation dropped,
 * letters lowered (ASCII, Latin-1 and Latin Extended, Cyrillic), one
 * space between words, none around the letters of scripts written
 * without spaces.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "diag.h"
#include "json.h"
#include "xalloc.h"

static const char *const forms[] = {
	"@en",
	/* en */
	"[so|thus|hence|therefore|and] [i|we] hope this|that|it "
	    "helps|helped|help",
	"[i|we] hope this|that|it will|has|was|is help|helped|helpful",
	"[i|we] hope this|that|it|the|my|our [answer|solution] is correct",
	"[i|we] hope this|that|it is right",
	"[i|we] hope my|our [final] answer|solution is correct|right",
	"let me|us know if you have any|other|more|further "
	    "[other|more|further] questions",
	"[so|thus|hence|therefore] this|that|here|it is the "
	    "[final|correct|complete|right] answer|solution|result",
	"[so|thus|hence|therefore] this|that|it is correct|right",
	"[so|thus|hence|therefore] the [correct|final|right] "
	    "answer|option|choice|solution|result is",
	"this|that completes|concludes|completed|concluded the "
	    "proof|solution|computation|calculation [to|of] [the|our|this] "
	    "[problem]",
	"[the] [final] answer|answers|solution|result|summary|note|"
	    "conclusion|calculation|computation|proof",
	"in summary|conclusion",
	"[all] done|qed|complete|completed",
	"q e d",
	"i am sure|confident|certain [of] [it|this|that]",
	"we are sure|confident|certain [of] [it|this|that]",
	"thank|thanks you|for [reading]",
	"thanks",
	"cheers",
	"good luck",
	"happy|glad to help",
	"i am glad i|we could help",
	"that is all",
	"[the] end [of] [the] [proof|solution]",
	"as required|desired|shown [above]",
	"@en",
	/* en: offers of help, wishes, thanks (the tails of right answers
	   in the corpus and in chat models' answers) */
	"[please] feel free to ask [me] if anything is unclear",
	"[please] feel free to ask [me] if you have any [other|more|further|"
	    "additional] questions",
	"if you have any [other|more|further|additional] questions [please] "
	    "feel free to ask [me]",
	"if you have any [other|more|further|additional] questions [please] "
	    "let me know",
	"[please] don't|don’t hesitate to ask [me] if you have any "
	    "[other|more|further|additional] questions",
	"[please] do not hesitate to ask [me] if you have any "
	    "[other|more|further|additional] questions",
	"[please] let me know if you need|want [any] [further|more|"
	    "additional] clarification|help|explanation|assistance",
	"[please] let me know if you have any [other|more|further|additional] "
	    "questions",
	"[please] let me know if you have any [other|more|further|additional] "
	    "questions or need further clarification",
	"[please] let me know if anything is unclear",
	"[please] feel free to ask [any] follow ups|up [questions]",
	"[please] let me know if you need anything else",
	"[i|we] hope this|that answers your question",
	"[i|we] hope this|that|the|my [detailed] explanation|solution|answer "
	    "helps|helped [you]",
	"[i|we] hope this|that|the|my [detailed] explanation|solution|answer "
	    "is|was helpful|clear",
	"[i|we] hope this|that|the|my [detailed] explanation|solution "
	    "clarifies [it|things]",
	"[i|we] hope this|that clarifies [it|things]",
	"[please] let me know if you'd|you’d like [any] [further|more|"
	    "additional] clarification|help|explanation",
	"[please] feel free to reach out if you have any [other|more|further|"
	    "additional] questions",
	"if you have any [other|more|further|additional] questions [please] "
	    "don't|don’t hesitate to ask [me]",
	"if you have any [other|more|further|additional] questions [please] "
	    "do not hesitate to ask [me]",
	"[please] let me know if you have any [other|more|further|additional] "
	    "questions about this|the solution|problem|explanation",
	"happy learning|studying",
	"good luck with your studies|exam",
	"[i|we] hope this|that|the|my step by step [explanation|solution] "
	    "helps|helped [you]",
	"[i|we] hope this|that|the|my [explanation|solution] helps|helped "
	    "you understand the|this problem|solution|concept [better]",
	"[i|we] hope this|that|the|my step by step [explanation|solution] "
	    "helps|helped you understand the|this problem|solution [better]",
	"thank you for your|the question",
	"thanks for the|your question",
	"@en",
	/* en: the offers today's chat and reasoning models close on
	   (issue 26's lost signal, round 26: tests/verify/
	   hostile_recall26.py's "think" kind, with twins that doubt the
	   answer or offer another value) */
	"[please] let me know if you'd|you’d like a more detailed "
	    "explanation|breakdown",
	"[please] let me know if you would like a more detailed "
	    "explanation|breakdown",
	"[please] feel free to ask if you have [other|more|further|"
	    "additional] questions",
	"[please] let me know if you want|need me to explain any|each "
	    "step in more detail",
	"[please] let me know if you want|need me to break down any|each "
	    "step further",
	"[i'm|i’m] happy to help with anything else",
	"[please] let me know if you have any [other|more|further|additional] "
	    "questions or need further|any|more help|assistance",
	"if you need anything else [just] let me know",
	"[please] let me know if you need help with anything else",
	"[please] let me know if you'd|you’d like to see a different "
	    "approach|method",
	"[please] let me know if you'd|you’d like further|more "
	    "explanation|details|clarification [or] [have] [another] "
	    "[question]",
	"[please] feel free to ask if you need further|more|any "
	    "clarification|help",
	"[please] let me know if anything needs clarification|clarifying",
	"[please] let me know if you'd|you’d like me to clarify anything",
	"[please] let me know if you have any other|more math problems",
	"[please] feel free to reach out with more|any|other questions",
	"have a great|nice|good day",
	/* the line an agent's format (Terminus-2) ends its reply on,
	   after the answer: its plan, no command left to run */
	"no [further|more] commands are needed|required",
	"the result has been derived and verified",
	"confirm task completion",
	"marking|mark the task [as] complete|completed",
	"submit the completed|final answer",
	"[please] let me know if you'd|you’d like another|more "
	    "example|examples",
	"[please] let me know if you'd|you’d like another|more [practice] "
	    "problem|problems",
	"[i'm|i’m] glad i|we could help",
	"[please] let me know if you'd|you’d like me to walk through it "
	    "again",
	"[i] hope this clears things up",
	"[please] let me know if there's|there’s anything else i can help "
	    "with",
	"don't|don’t hesitate to ask if you have more|any|other questions",
	/* the same offers in the languages of MGSM-style runs
	   (hostile_recall26.py, mgsm) */
	"@zh",
	"如果还有问题欢迎继续提问|如有疑问请随时告诉我|"
	    "希望我的解答对你有所帮助|祝你学习顺利",
	"@ja",
	"他に質問があれば遠慮なく聞いてください|何か質問があれば教えてください",
	"@ko",
	"다른 질문이 있으면 알려주세요",
	"도움이 되셨으면 좋겠습니다",
	"@fr",
	"n'hésitez|n’hésitez pas à poser d'autres|d’autres questions",
	"si vous avez d'autres|d’autres questions n'hésitez|n’hésitez pas",
	"j'espère|j’espère que cette explication vous aide|aidera",
	"@de",
	"wenn du noch fragen hast frag gerne",
	"lass mich wissen wenn du weitere fragen hast",
	"falls du|sie weitere fragen hast|haben stehe ich gerne zur "
	    "verfügung",
	"@es",
	"si tienes alguna otra pregunta házmelo saber",
	"que tengas un buen día",
	"@ru",
	"если остались|возникнут вопросы обращайтесь",
	"@pt",
	"se tiver mais alguma dúvida fique à vontade para perguntar",
	"@it",
	"fammi sapere se hai altre domande",
	"@en",
	"@en",
	/* en: checks with no value and no condition in them */
	"[and|so|thus|therefore] this|that|it [value|answer|solution|result|"
	    "function] satisfies|meets|fulfills|matches all [of] [the] "
	    "[given] conditions|constraints|requirements [of] [the] [problem]",
	"[and] this|that|it [value|answer|solution|result|function] "
	    "satisfies|meets|fulfills|matches the given|original "
	    "conditions|constraints|requirements|equation",
	"[and] this|that|it [value|answer|solution|result|function] "
	    "satisfies|meets|fulfills|matches the given|original "
	    "conditions|constraints|requirements|equation as can be "
	    "verified|checked|confirmed by [direct] substitution",
	"which|and satisfies|meets|fulfills|matches all [of] [the] [given] "
	    "conditions|constraints|requirements",
	"which|and satisfies|meets|fulfills|matches the given|original "
	    "conditions|constraints|requirements|equation",
	"which can be verified|checked|confirmed by [direct] substitution",
	"this|that|it can be verified|checked|confirmed by [direct] "
	    "substitution",
	"[we] can verify|check|confirm this|that|it by [direct] substitution",
	"[we] can verify|check|confirm this|that|it by substituting [it|this] "
	    "[back] into the original|given equation",
	"this|that|it can be verified|checked|confirmed by substituting "
	    "[it|this] [back] into the original|given equation",
	"[this|that|it] checks out",
	"@pt",
	/* pt */
	"[portanto] esta|essa é a resposta [final|correta]",
	"[portanto] [o] resultado final",
	"resposta final",
	"espero que isso ajude|ajudou",
	"espero que isso|isto tenha ajudado",
	"espero que tenha ajudado",
	"espero ter ajudado",
	"se tiver|tiveres [alguma|mais] dúvida|dúvidas|pergunta|perguntas "
	    "não hesite|hesites em perguntar",
	"se tiver|tiveres [alguma|mais] dúvida|dúvidas|pergunta|perguntas é "
	    "só perguntar",
	"isso|isto satisfaz|atende|cumpre todas as condições",
	"obrigado|obrigada",
	"@es",
	/* es */
	"esta|esa es la respuesta [final|correcta]",
	"por lo tanto esta|esa es la respuesta [final|correcta]",
	"respuesta final",
	"espero que te|le ayude|sirva",
	"espero haberte|haberle ayudado",
	"saludos",
	"si tienes|tiene alguna|más [otra] pregunta|preguntas|duda|dudas no "
	    "dudes|dude en preguntar|preguntarme|consultar",
	"espero haber sido de ayuda",
	"espero que esto|esta [respuesta] te|le haya sido útil",
	"espero que esto|esta [respuesta] te|le haya sido de ayuda",
	"espero que esto te|le ayude|sirva",
	"espero que esto|eso ayude|sirva",
	"esto cumple|satisface todas las condiciones",
	"gracias",
	"@fr",
	/* fr */
	"[donc|ainsi] c'est la réponse|solution [finale|correcte]",
	"c’est la réponse|solution [finale|correcte]",
	"[donc|ainsi] voici la réponse|solution [finale]",
	"bonne journée",
	"réponse finale",
	"j'espère|j’espère que cela|ça vous aide|aidera",
	"j'espère|j’espère que cela|ça t'aide|t’aide|t'aidera|t’aidera",
	"j'espère|j’espère que cela|ça aide|aidera",
	"si vous avez des|d'autres|d’autres questions n'hésitez|n’hésitez "
	    "pas à [me] demander",
	"n'hésitez|n’hésitez pas si vous avez des|d'autres|d’autres "
	    "questions",
	"n'hésitez|n’hésitez pas à me poser d'autres|d’autres|vos questions",
	"cela|ceci satisfait|vérifie toutes les conditions",
	"merci",
	"@de",
	/* de */
	"[also|somit|damit] das|dies ist die [richtige|finale|gesuchte] "
	    "lösung|antwort",
	"[also|somit|damit] das|dies ist das [richtige|finale|gesuchte] "
	    "ergebnis",
	"[also|somit|damit] das|dies ist die endgültige|korrekte "
	    "lösung|antwort",
	"[also|somit|damit] das|dies ist das endgültige|korrekte "
	    "ergebnis",
	"ich hoffe das|es hilft [dir|ihnen]",
	"fertig",
	"viel erfolg",
	"bei [weiteren] fragen helfe ich gerne weiter",
	"bei [weiteren] fragen stehe ich gerne zur verfügung",
	"wenn du|sie [noch] [weitere] fragen hast|haben helfe ich gerne "
	    "weiter",
	"wenn du|sie [noch] [weitere] fragen hast|haben helfe ich gerne",
	"ich hoffe das|es hilft dir|ihnen weiter",
	"dies|das erfüllt alle bedingungen",
	"danke",
	"@it",
	/* it */
	"[quindi] questa è la risposta|soluzione [finale|corretta]",
	"[quindi] il risultato [finale] è questo",
	"risposta finale",
	"spero che questo|ciò ti|vi sia utile|aiuti",
	"spero che ti|vi sia utile",
	"spero che ti|vi aiuti",
	"spero che questo aiuti",
	"spero di esserti stato|stata d'aiuto|d’aiuto|utile",
	"se hai|avete [altre] domande non esitare|esitate a chiedere",
	"questo soddisfa tutte le condizioni",
	"grazie",
	"@ru",
	/* ru */
	"это и есть [окончательный|правильный] ответ",
	"это [и] [есть] окончательный|правильный ответ",
	"это [и] [есть] [наш] ответ",
	"надеюсь это помогло|поможет",
	"удачи",
	"окончательный ответ",
	"если у вас есть|остались [какие] [либо|ещё] вопросы обращайтесь",
	"если у вас есть|остались [ещё|еще] [какие] [то|либо] вопросы не "
	    "стесняйтесь спрашивать|задавать [их]",
	"надеюсь [моё|мое] объяснение было понятным [и] [полезным]",
	"это удовлетворяет всем условиям",
	"надеюсь это было полезно",
	"спасибо",
	"@uk",
	/* uk */
	"це [і] [є] остаточна|правильна відповідь",
	"сподіваюся|сподіваюсь це допоможе|допомогло",
	"дякую",
	"якщо у вас є [ще] питання звертайтеся",
	"це задовольняє всім|всі умовам|умови",
	"сподіваюся|сподіваюсь це було корисно",
	"@pl",
	/* pl */
	"to jest ostateczna|prawidłowa|poprawna odpowiedź",
	"mam nadzieję że to pomoże|pomogło",
	"dziękuję",
	"jeśli masz [jakieś] [dodatkowe] pytania śmiało pytaj",
	"jeśli masz [jakieś] [dodatkowe] pytania daj znać",
	"to spełnia wszystkie warunki",
	"mam nadzieję że to było pomocne",
	"@tr",
	/* tr */
	"umarım bu yardımcı olur|olmuştur",
	"bu nihai|doğru cevaptır",
	"cevap|yanıt budur",
	"bu nihai|doğru cevap|yanıt",
	"teşekkürler",
	"teşekkür ederim",
	"başka sorunuz|sorularınız varsa sormaktan çekinmeyin",
	"sorularınız varsa sormaktan çekinmeyin",
	"bu tüm koşulları sağlar",
	"umarım bu açıklama yardımcı olur|olmuştur",
	"@vi",
	/* vi */
	"đây là đáp án cuối cùng|đúng",
	"đây là câu trả lời cuối cùng|đúng",
	"hy vọng điều này giúp ích cho bạn",
	"cảm ơn [bạn]",
	"nếu bạn có bất kỳ câu hỏi nào hãy hỏi nhé|tôi",
	"nếu bạn có bất kỳ câu hỏi nào đừng ngần ngại hỏi",
	"hy vọng lời giải này giúp ích cho bạn",
	"điều này thỏa mãn tất cả các điều kiện",
	"@id",
	/* id */
	"terima kasih",
	"semoga membantu|bermanfaat",
	"itulah|inilah jawaban akhirnya|akhir",
	"itulah|inilah jawabannya",
	/* Malay's: harap, jawapan */
	"[saya] harap ini|ia membantu",
	"semoga ini membantu",
	"itulah|inilah jawapannya",
	"itulah|inilah jawapan akhirnya|akhir",
	"jika ada pertanyaan [lain] jangan ragu untuk bertanya",
	"semoga penjelasan ini membantu|bermanfaat",
	"ini memenuhi semua syarat|kondisi",
	"@sw",
	/* sw */
	"hili|hilo ndilo jibu [sahihi]",
	"hili|hilo ndilo jibu la mwisho",
	"natumaini|natumai hii|hili inasaidia|itasaidia|imesaidia",
	"natumaini|natumai itasaidia|imesaidia",
	"asante",
	"ikiwa una maswali yoyote usisite kuuliza",
	"hii inatimiza masharti yote",
	"@hi",
	/* hi */
	"धन्यवाद",
	"आशा है कि यह मदद करेगा",
	"आशा है कि यह मददगार|उपयोगी होगा|रहा",
	"यही अंतिम|सही उत्तर है",
	"यदि|अगर कोई प्रश्न हो तो बेझिझक पूछें",
	"अगर आपके कोई प्रश्न हैं तो पूछने में संकोच न करें",
	"आशा है कि यह आपकी मदद करेगा",
	"यह सभी शर्तों को पूरा करता है",
	"@ar",
	/* ar */
	"هذه هي الإجابة النهائية|الصحيحة",
	"شكرًا|شكرا",
	"آمل أن يساعد هذا",
	"آمل أن يساعدك هذا",
	"إذا كان لديك أي أسئلة فلا تتردد في السؤال",
	"آمل أن يكون هذا مفيدًا|مفيدا",
	"هذا يحقق جميع الشروط",
	"@bn",
	/* bn */
	"এটাই [সঠিক|চূড়ান্ত] উত্তর",
	"আশা করি এটি|এটা সাহায্য করবে",
	"ধন্যবাদ",
	"আশা করি এটি আপনাকে সাহায্য করবে",
	"কোনো প্রশ্ন থাকলে জিজ্ঞাসা করুন",
	"@te",
	/* te */
	"ధన్యవాదాలు",
	"ఇది సహాయపడుతుందని ఆశిస్తున్నాను",
	"ఇదే సమాధానం",
	"ఇది సరైన సమాధానం",
	"ఇదే సరైన|తుది సమాధానం|జవాబు",
	"ఏవైనా సందేహాలు ఉంటే అడగండి",
	"ఇది అన్ని షరతులను సంతృప్తిపరుస్తుంది",
	"@zh",
	/* zh: written without spaces, so one slot a form */
	"这就是答案|这就是最终答案|这就是最终的答案|这就是正确答案|"
	    "希望对你有帮助|希望这对你有帮助|希望能帮到你|希望对您有帮助|"
	    "这就是最后的答案|希望能帮到你|希望对您有帮助",
	"如有疑问欢迎继续提问|如有任何问题欢迎继续提问|如有疑问请告诉我|"
	    "如果有任何问题欢迎继续提问|如有任何问题请随时提问|"
	    "如果还有其他问题欢迎随时提问|如果你有其他问题欢迎随时提问|"
	    "如果您有其他问题欢迎随时提问|希望这个解答对你有帮助|"
	    "希望这个解答对您有帮助|"
	    "经检验符合题意|经检验满足题意|这满足所有条件",
	"@ja",
	/* ja */
	"これが答えです|これが最終的な答えです|これが正解です|以上|以上です|"
	    "これが答え|お役に立てれば幸いです|参考になれば幸いです",
	"何か質問があれば気軽に聞いてください|"
	    "ご不明な点があればお気軽にお尋ねください|"
	    "ご不明な点がありましたらお気軽にお尋ねください|"
	    "これはすべての条件を満たします|他に質問があればお気軽にどうぞ|"
	    "以上私の解答が参考になれば幸いです|"
	    "他にも何かございましたらお気軽にお問い合わせください",
	"@ko",
	/* ko */
	"이것이 답입니다|정답입니다",
	"이것이 최종 답입니다|정답입니다",
	"이상입니다",
	"도움이 되셨길 바랍니다",
	"도움이 되었으면 좋겠습니다",
	"궁금한 점이 있으면 언제든지 물어보세요",
	"추가 질문이 있으면 언제든지 물어보세요",
	"도움이 되었기를 바랍니다",
	"도움이 되었길 바랍니다",
	"이것은 모든 조건을 만족합니다",
	"@th",
	/* th */
	"นี่คือคำตอบสุดท้าย|นี่คือคำตอบ|นี่คือคำตอบที่ถูกต้อง",
	"หวังว่าคำตอบนี้จะเป็นประโยชน์ครับ|หวังว่าคำตอบนี้จะเป็นประโยชน์ค่ะ|"
	    "หวังว่าคำตอบนี้จะเป็นประโยชน์|หวังว่าจะเป็นประโยชน์ครับ|"
	    "หวังว่าจะเป็นประโยชน์ค่ะ|หวังว่าจะเป็นประโยชน์",
	"หากมีคำถามเพิ่มเติมสามารถถามได้เลยครับ|"
	    "หากมีคำถามเพิ่มเติมสามารถถามได้เลยค่ะ|"
	    "หากมีคำถามเพิ่มเติมสามารถถามได้เลย",
	/* "That's all.": the end of the answer said, in the languages
	   listed (issue 26's lost signal; tests/verify/hostile_close.py's
	   "all" family gives each its hedged, conditional, negated and
	   questioning twins) */
	"@en",
	"[and] that's|that’s all",
	"[and] that's|that’s it",
	"[and] that is it",
	"@ru",
	"вот и всё|все",
	"[и] это всё|все",
	"@uk",
	"ось і все|всё",
	"@fr",
	"c'est|c’est tout",
	"voilà|voila",
	"@de",
	"das war's|war’s|wars",
	"das ist alles",
	"@es",
	"eso es todo",
	"@pt",
	"é isso",
	"isso é tudo",
	"@it",
	"questo è tutto",
	"è tutto",
	"@zh",
	"就这样|就是这样|以上",
	"@ja",
	"以上になります",
	/* the wishes, hopes, offers and words on the problem chat models
	   end a right answer on, in every language listed (review 27 of
	   issue 26: tests/verify/hostile_close27.py, whose twins doubt,
	   correct, negate or hold a value) */
	"@en",
	"[i|we] hope this|that clears|cleared it|things up",
	"good luck on|with|in|for the|your exam|exams|test|tests|quiz|"
	    "homework|assignment|studies",
	/* a wish for the rest of the work, a remark on the kind of
	   problem, another way to see the answer, the arithmetic checked
	   (review 28 of issue 26: tests/verify/hostile_lost29.py, whose
	   twins doubt, negate or hold a value) */
	"good luck on|with|in|for the rest [of] [the|your] [exam|exams|test|"
	    "tests|quiz|homework|assignment|studies|problems]",
	"this|that kind|type|sort of problem|question|puzzle shows|comes|"
	    "turns up a lot|often|frequently in [combinatorics|probability|"
	    "algebra|geometry|calculus|math|competition|contest] "
	    "courses|classes|contests|competitions|exams|textbooks",
	"you can also see|check|verify|confirm this|it|that by drawing|"
	    "sketching|counting|listing the|a grid|diagram|picture|table|"
	    "figure|graph|cases",
	"[all] [the] arithmetic|calculations|computations was|were|has|have "
	    "[been] [double] checked|verified [twice|again|carefully]",
	"[please] feel free to ask [a|any] follow-up|follow-ups|followup "
	    "[question|questions]",
	"[please] feel free to ask [a|any] follow up [question|questions]",
	"[please] feel free to ask [any] follow-up questions",
	"both methods|approaches|ways|solutions|calculations agree",
	"both methods|approaches|ways|solutions|calculations give the same "
	    "answer|result",
	"that|this wraps it|things up",
	"[what|such] [a] nice|fun|great|interesting|lovely|neat "
	    "problem|puzzle|question",
	"this|that completes|concludes the problem|exercise|question|task",
	"[i'm|i’m] happy|glad to explain|clarify any|each step "
	    "further|again",
	"[i'm|i’m] happy|glad to explain|clarify any|each step in more "
	    "detail",
	"i am happy|glad to explain|clarify any|each step further|again",
	"thanks for the|this [fun|nice|great|interesting|lovely] "
	    "puzzle|problem|question",
	"thank you for the|this [fun|nice|great|interesting|lovely] "
	    "puzzle|problem|question",
	"that's|that’s all there is to it",
	"that is all there is to it",
	"[i|we] hope the steps are easy|clear to follow",
	"[i|we] hope the steps are clear",
	"that's|that’s the whole|complete|full solution",
	"that|this is the whole|complete|full solution",
	"this|that matches [the|our|my] intuition|expectation",
	/* a second method or the value substituted back agrees (review 30
	   of issue 26: tests/verify/hostile_stmt30.py, whose twins
	   disagree, negate or doubt) */
	"[i|we] [double] checked|verified [it|this|that] by|with|using "
	    "[a|an] second|another|independent method|approach and it|they "
	    "agree|agrees|match|matches",
	"[and] substituting|plugging [it|this|that] back [in] "
	    "confirms|verifies it|this|that",
	/* the same said in a few words, alone after the answer or as the
	   rest of its sentence, and an estimate that agrees (review 31
	   of issue 26: tests/verify/hostile_dump31.py, whose twins deny,
	   fail or disagree) */
	"checked|verified|confirmed by [direct] substitution",
	"checked|verified|confirmed by a|an second|another|independent "
	    "method|approach|calculation",
	"this|that|it matches [a|the|my|our] quick|rough estimate|check",
	"this|that|it agrees with [a|the|my|our] quick|rough estimate|check",
	"@fr",
	"bonne chance",
	"bonne chance pour ton|votre examen|contrôle",
	"bonne chance pour l'examen|l’examen",
	"j'espère|j’espère que c'est|c’est [plus] clair",
	"@de",
	"viel glück",
	"viel glück|erfolg bei der prüfung|klausur",
	"ich hoffe das ist verständlich|klar",
	"@es",
	"buena suerte",
	"buena suerte en el|tu examen",
	"espero que quede claro",
	"espero que haya quedado claro",
	"@it",
	"spero [che] [ti|vi] sia utile",
	"buona fortuna",
	"buona fortuna per l'esame|l’esame",
	"in bocca al lupo",
	"in bocca al lupo per l'esame|l’esame",
	"@pt",
	"boa sorte",
	"boa sorte na prova",
	"boa sorte no exame",
	"@ru",
	"удачи на экзамене",
	"надеюсь теперь всё|все понятно",
	"@uk",
	"удачі",
	"успіхів",
	"успіхів на іспиті",
	"@pl",
	"powodzenia",
	"powodzenia na egzaminie",
	"@tr",
	"bol şans",
	"sınavda bol şans",
	"@vi",
	"chúc bạn học|thi tốt",
	"@id",
	"semoga sukses",
	"selamat belajar",
	"@sw",
	"kila la heri",
	"bahati njema",
	"@hi",
	"शुभकामनाएँ|शुभकामनाएं",
	"परीक्षा के लिए शुभकामनाएँ|शुभकामनाएं",
	"@ar",
	"بالتوفيق",
	"حظًا|حظا موفقًا|موفقا",
	"حظًا|حظا موفقًا|موفقا في الامتحان",
	"@bn",
	"শুভকামনা",
	"পরীক্ষার জন্য শুভকামনা",
	"@te",
	"శుభాకాంక్షలు",
	"పరీక్షకు శుభాకాంక్షలు",
	"@zh",
	"祝你考试顺利|祝考试顺利|加油|祝你学习进步",
	"@ja",
	"試験頑張ってください|頑張ってください|試験がんばってください|"
	    "がんばってください",
	"@ko",
	"시험 잘 보세요",
	"화이팅|파이팅",
	"@th",
	"ขอให้โชคดี|ขอให้โชคดีนะครับ|ขอให้โชคดีนะคะ|ขอให้โชคดีครับ|"
	    "ขอให้โชคดีค่ะ",
	/* offers to answer more questions, a condition on the reader's
	   questions, never on the answer (review 28 of issue 26) */
	"@en",
	"[please] feel free to ask [me] if anything [else] comes|came up",
	"both|all [the] [two] approaches|methods give|gave|yield the same "
	    "count|result|answer|value [which|and] [that] [is] [reassuring]",
	"@fr",
	"n'hésitez|n’hésitez pas si vous avez d'autres|d’autres|des questions",
	"n'hésitez|n’hésitez pas à [me] poser|demander [vos|d'autres|d’autres] "
	    "[questions]",
	"dites|dis moi|nous si un|quelque point|chose reste|est obscur|flou",
	"dites|dis moi|nous si quelque chose n'est|n’est pas clair",
	"@de",
	"melde|meld dich gern|gerne [wieder] falls|wenn [noch] etwas "
	    "unklar|offen bleibt|ist",
	"melden sie sich gern|gerne [wieder] falls|wenn [noch] etwas "
	    "unklar|offen bleibt|ist",
	"frag|frage|fragen [sie] gern|gerne [nach] [falls|wenn] [noch] "
	    "[etwas] [unklar|offen] [ist|bleibt]",
	"@es",
	"no dudes|dude en preguntar|preguntarme si tienes|tiene más|otras "
	    "dudas|preguntas",
	"avísame|avíseme si algo no queda|está claro",
	"@it",
	"chiedi|chieda pure se hai|ha altre domande|dubbi",
	"fammi sapere se qualcosa non è chiaro|chiara",
	"@pt",
	"fique|fica à vontade para perguntar se tiver|tiveres outras|mais "
	    "dúvidas|perguntas",
	"avise|avisa [me] se algo não ficou|estiver claro",
	"@ru",
	"если будут|останутся|возникнут ещё|еще вопросы задавайте|"
	    "спрашивайте|пишите",
	"если что то осталось|останется непонятным|неясным задавайте|"
	    "спрашивайте|пишите",
	"@uk",
	"якщо будуть|виникнуть ще питання питайте|звертайтеся",
	"якщо щось незрозуміло|неясно питайте|звертайтеся",
	"@pl",
	"pytaj|pytajcie śmiało jeśli masz|macie inne|dodatkowe pytania",
	"daj|dajcie znać jeśli coś jest niejasne",
	"@tr",
	"başka sorunuz|sorularınız olursa sorabilirsiniz|sorabilirsin",
	"anlaşılmayan bir şey olursa sorabilirsiniz|sorabilirsin",
	"@id",
	"silakan bertanya jika|kalau ada pertanyaan lain|lainnya",
	"kabari|beri saya [tahu] jika|kalau ada yang kurang|tidak jelas",
	"@vi",
	"bạn cứ hỏi nếu còn thắc|câu mắc|hỏi [nhé]",
	"nếu có gì chưa rõ bạn cứ hỏi [nhé]",
	"@sw",
	"uliza|niulize ikiwa|kama una maswali mengine|zaidi",
	"niambie kama|ikiwa kuna jambo lisiloeleweka",
	"@hi",
	"और कोई प्रश्न|सवाल हो तो पूछिए|पूछें",
	"कुछ स्पष्ट न हो तो पूछिए|पूछें",
	"@bn",
	"আর কোনো প্রশ্ন থাকলে জানাবেন",
	"আর কোনো প্রশ্ন থাকলে জিজ্ঞাসা করুন",
	"কিছু অস্পষ্ট থাকলে জানাবেন",
	"@te",
	"ఇంకా ప్రశ్నలు ఉంటే అడగండి", "ఏదైనా అర్థం కాకపోతే అడగండి",
	"@ar",
	"لا تتردد في السؤال إذا كان لديك أسئلة أخرى",
	"أخبرني إذا كان هناك شيء غير واضح",
	"@ko",
	"[더] 궁금한 점이 [더] 있으면 언제든지 물어보세요|질문하세요",
	"[더] 궁금한 점이 [더] 있으면 언제든지 질문해 주세요",
	"@ja",
	"他にご質問があればお気軽にどうぞ|ほかに質問があれば遠慮なくどうぞ|"
	    "他に質問があれば遠慮なくどうぞ|ほかにご質問があればお気軽にどうぞ",
	"@zh",
	"如果还有不明白的地方欢迎随时提问|如果还有疑问欢迎继续提问|"
	    "如果還有不明白的地方歡迎隨時提問|如果還有疑問歡迎繼續提問|"
	    "如果还有疑问欢迎随时提问|如果還有疑問歡迎隨時提問",
	"@th",
	"หากสงสัยตรงไหนถามมาได้เลยครับ|หากสงสัยตรงไหนถามมาได้เลยค่ะ|"
	    "หากมีข้อสงสัยเพิ่มเติมถามได้เลยนะครับ|"
	    "หากมีข้อสงสัยเพิ่มเติมถามได้เลยนะคะ",
	/* the arithmetic checked, said with no value, and offers of a
	   picture or more, in every language listed (review 33 of issue
	   26: tests/verify/hostile_tail35.py, whose twins doubt, deny,
	   name another value or ask whether it is right) */
	"@en",
	"[i|we] [have] [double] checked|verified|rechecked [the|my|our] "
	    "arithmetic|calculation|calculations|computation|math|work "
	    "[twice|again|carefully]",
	"[i|we] [have] [double] checked|verified|rechecked it|this|that "
	    "[twice|again|carefully] [by|with|using] [repeated|direct] "
	    "[addition|subtraction|multiplication|division|counting|"
	    "substitution]",
	"[i|we] [have] [double] checked|verified|rechecked the|my|our "
	    "answer|result [twice|again|carefully]",
	"[double] checked|verified|confirmed by|with|using repeated|direct "
	    "addition|subtraction|multiplication|division|counting",
	"[and] checking by|with addition|subtraction|multiplication|"
	    "division|counting confirms|verifies it|this|that",
	"[and] [a] [quick] check by|with addition|subtraction|"
	    "multiplication|division|counting confirms|verifies it|this|that",
	"the arithmetic|calculation|computation checks out",
	"[please] let me know if you'd|you’d like a|an diagram|drawing|"
	    "picture|sketch|table|chart|illustration [of] [it|this|that]",
	"[please] let me know if you would like a|an diagram|drawing|"
	    "picture|sketch|table|chart|illustration [of] [it|this|that]",
	"[please] let me know if you want a|an diagram|drawing|picture|"
	    "sketch|table|chart|illustration [of] [it|this|that]",
	"[please] let me know if you'd|you’d like me to draw|sketch a|the "
	    "diagram|picture [of] [it|this|that]",
	"@fr",
	"j'ai|j’ai vérifié|revérifié|contrôlé le|les|mon|mes "
	    "calcul|calculs",
	"le|les calcul|calculs a|ont été vérifié|vérifiés",
	"vérifié par addition|multiplication",
	"dites|dis moi si vous|tu voulez|veux un schéma|dessin",
	"@de",
	"ich habe die rechnung|rechnungen [noch] [einmal|nochmal] "
	    "überprüft|geprüft|kontrolliert",
	"die rechnung wurde [noch] [einmal|nochmal] überprüft|geprüft",
	"durch addition|multiplikation überprüft|bestätigt",
	"sag|sagen [sie] [mir] bescheid wenn du|sie eine skizze "
	    "möchtest|möchten",
	"@es",
	"he comprobado|verificado|revisado el|los cálculo|cálculos",
	"el cálculo está comprobado|verificado",
	"comprobado|verificado por|mediante suma|multiplicación",
	"avísame|avíseme si quieres|quiere un diagrama|dibujo",
	"@it",
	"ho controllato|verificato il|i calcolo|calcoli",
	"il calcolo è stato verificato|controllato",
	"verificato con l'addizione|l’addizione|la moltiplicazione",
	"fammi sapere se vuoi un disegno|diagramma|schema",
	"@pt",
	"eu verifiquei|conferi os|o cálculos|cálculo",
	"verifiquei|conferi os|o cálculos|cálculo",
	"o cálculo foi verificado|conferido",
	"verificado por adição|multiplicação",
	"avise|avisa [me] se quiser|quiseres um diagrama|desenho",
	"@ru",
	"я проверил|проверила вычисления|расчёты|расчеты [дважды]",
	"вычисления|расчёты|расчеты проверены",
	"проверено сложением|умножением",
	"дайте знать если нужен рисунок|чертёж|чертеж",
	"@uk",
	"я перевірив|перевірила обчислення|розрахунки [двічі]",
	"обчислення перевірено",
	"перевірено додаванням|множенням",
	"дайте знати якщо потрібен малюнок",
	"@pl",
	"sprawdziłem|sprawdziłam obliczenia [dwukrotnie]",
	"obliczenia zostały sprawdzone",
	"sprawdzone przez dodawanie|mnożenie",
	"daj znać jeśli chcesz rysunek|schemat",
	"@tr",
	"hesaplamayı|hesapları kontrol ettim",
	"hesaplamayı|hesapları doğruladım",
	"hesaplama kontrol edildi",
	"hesaplama doğrulandı",
	"toplama|çarpma ile doğrulandı",
	"toplama|çarpma ile kontrol edildi",
	"şema|çizim isterseniz|istersen söyleyin|söyle",
	"@vi",
	"tôi đã kiểm tra lại phép tính",
	"phép tính đã được kiểm tra",
	"đã kiểm tra bằng phép cộng|nhân",
	"nếu bạn muốn có hình vẽ hãy cho tôi biết",
	"@id",
	"saya sudah memeriksa|mengecek perhitungannya|perhitungan [ini]",
	"perhitungan sudah diperiksa|dicek",
	"diperiksa dengan penjumlahan|perkalian",
	"beri tahu saya jika anda|kamu ingin diagram|gambar",
	"@sw",
	"nimehakiki|nimekagua hesabu",
	"hesabu imehakikiwa|imekaguliwa",
	"imehakikiwa kwa kujumlisha|kuzidisha",
	"niambie kama unataka mchoro",
	"@hi",
	"मैंने गणना की जाँच|जांच की [है]",
	"गणना की जाँच|जांच हो गई है",
	"जोड़|गुणा से जाँचा|जांचा गया",
	"अगर आप चित्र चाहते हैं तो बताइए|बताएं",
	"@ar",
	"لقد تحققت من الحساب|الحسابات",
	"تم التحقق من الحساب|الحسابات",
	"تم التحقق بالجمع|بالضرب",
	"أخبرني إذا كنت تريد رسمًا|رسما توضيحيًا|توضيحيا",
	"@bn",
	"আমি হিসাবটি|হিসাব যাচাই করেছি",
	"হিসাবটি যাচাই করা হয়েছে",
	"যোগ|গুণ করে যাচাই করা হয়েছে",
	"ছবি চাইলে জানাবেন",
	"@te",
	"నేను లెక్కను సరిచూశాను",
	"లెక్క సరిచూడబడింది",
	"కూడిక|గుణకారం ద్వారా సరిచూడబడింది",
	"చిత్రం కావాలంటే చెప్పండి",
	"@zh",
	"我已经验算过了|我验算过了|经验算无误|验算无误|我检查过计算了|"
	    "计算已经检查过|用加法验算无误|用乘法验算无误|"
	    "如果需要示意图请告诉我|需要画图的话请告诉我",
	"@ja",
	"計算は確認済みです|計算を確認しました|検算しました|検算済みです|"
	    "足し算で確認しました|掛け算で確認しました|"
	    "図が必要でしたらお知らせください",
	"@ko",
	"계산을 검산했습니다|확인했습니다",
	"검산 완료",
	"덧셈으로|곱셈으로 확인했습니다",
	"그림이 필요하면 알려주세요",
	"@th",
	"ตรวจสอบการคำนวณแล้ว|ตรวจสอบการคำนวณแล้วครับ|ตรวจสอบการคำนวณแล้วค่ะ|"
	    "ตรวจสอบด้วยการบวกแล้ว|ตรวจสอบด้วยการคูณแล้ว|"
	    "หากต้องการแผนภาพบอกได้เลย",
	/* chat models' sign-offs a helper's pass in 14 languages found
	   unread (session 70; tests/verify/hostile_close.py gives the
	   forms' twins) */
	"@zh",
	"如果还有其他问题欢迎继续提问|如果還有其他問題歡迎繼續提問|"
	    "祝你学习愉快|祝你學習愉快|"
	    "以上就是完整的解题过程|以上就是完整的解題過程|"
	    "如有疑问欢迎追问|如有疑問歡迎追問|"
	    "如果你有任何疑问请随时告诉我|如果你有任何疑問請隨時告訴我",
	"@ja",
	"何かご不明な点があればお知らせください|以上が解答です",
	"@ko",
	"추가 질문이 있으면 알려주세요",
	"이상으로 풀이를 마칩니다",
	"@de",
	"bei weiteren fragen helfe ich gerne",
	"wenn du weitere fragen hast frag gerne",
	"@es",
	"si tienes más preguntas avísame",
	"no dudes en preguntar si tienes dudas",
	"@pt",
	"qualquer dúvida estou à disposição",
	"bons estudos",
	"@ru",
	"если у вас есть вопросы спрашивайте",
	"если будут вопросы обращайтесь",
	"@it",
	"se hai altre domande chiedi pure",
	"buono studio",
	"se hai bisogno di altro|aiuto fammi sapere",
	"se hai bisogno di altri chiarimenti fammi sapere",
	"fammi sapere se hai bisogno di altro|aiuto",
	"@sw",
	"ukiwa na maswali zaidi niulize",
	"@te",
	"ఇది మీకు సహాయపడుతుందని ఆశిస్తున్నాను",
	"మరేమైనా ప్రశ్నలుంటే అడగండి",
	"@bn",
	"আর কোনো প্রশ্ন থাকলে জানাবেন",
	"@th",
	"หวังว่าจะเป็นประโยชน์นะครับ|หวังว่าจะเป็นประโยชน์นะคะ",
	"ครับ|ค่ะ|คะ|นะครับ|นะคะ",
	NULL
};

/*
 * A form is read where it is written, at each lookup; no spelling of it
 * is made.  A spelling is the words chosen, one of each slot, joined by
 * one space (a space only after something spelled), a slot in brackets
 * left out or not; a sentence is a form's when it is one of its
 * spellings.  The forms a sentence may be are those that can start with
 * its first two bytes, end with its last and spell its length (cix,
 * built at the first lookup from forms[] read once; spelling every form
 * out into a table, as before, cost 75.6M instructions a process).
 */
#define CLOSE_NFORMS (sizeof(forms) / sizeof(forms[0]))
_Static_assert(CLOSE_NFORMS <= 65536, "forms[] numbered in 16 bits");
#define CLOSE_NB 1021		/* buckets of a spelling's first two bytes */
#define CLOSE_END 256		/* the "byte" after a spelling's last */

/* What the spellings of one form may be. */
struct close_form {
	unsigned langs;		/* its languages (papo_frame_lang_bit) */
	size_t lo, hi;		/* the shortest and longest, in bytes; hi 0:
				   it spells nothing */
	unsigned char last[32];	/* bit c: one may end with byte c */
};

static struct {
	unsigned at[CLOSE_NB + 1];	/* the forms a spelling whose first
					   two bytes are of bucket k may be
					   of: by[at[k]..at[k + 1]) */
	unsigned short *by;	/* numbers of forms[] */
	struct close_form *f;	/* by number of forms[] */
} cix;
static pthread_once_t cix_once = PTHREAD_ONCE_INIT;

/* The buckets of one form's first two bytes, each once. */
struct close_heads {
	unsigned key[CLOSE_NB];
	size_t n;
	unsigned char seen[CLOSE_NB];
};

/*
 * The slot of a form at f (up to a space or the form's end): its words,
 * separated by '|', in [*a, *e), and whether brackets let it be left
 * out.  Returns where the next slot starts, NULL after the last.
 */
static const char *
slot_read(const char *f, const char **a, const char **e, int *opt)
{
	const char *z = f;

	while (*z != ' ' && *z != '\0')
		z++;
	*opt = f[0] == '[';
	*a = f + *opt;
	*e = z - *opt;
	z += *z == ' ';
	return *z != '\0' ? z : NULL;
}

/* The length of the word at w, up to a '|' or e. */
static size_t
slot_word(const char *w, const char *e)
{
	size_t l;

	for (l = 0; w + l < e && w[l] != '|'; l++)
		;
	return l;
}

/*
 * Is o[i..n), after o[0..i) spelled from the slots before, a spelling
 * of the slots from f on (NULL: none left)?
 */
static int
close_match(const char *f, const char *o, size_t i, size_t n)
{
	const char *a, *e, *w, *next;
	size_t l, j;
	int opt;

	if (f == NULL)
		return i == n;
	next = slot_read(f, &a, &e, &opt);
	for (w = a; w < e; w += l + 1) {
		l = slot_word(w, e);
		j = i;
		if (i > 0 && (j >= n || o[j++] != ' '))
			continue;
		if (l > n - j || (l > 0 && o[j] != w[0]) ||
		    memcmp(o + j, w, l) != 0)
			continue;
		if (close_match(next, o, j + l, n))
			return 1;
	}
	return opt && close_match(next, o, i, n);
}

/* The bucket of a spelling's first byte b0 and second b1 (CLOSE_END: it
   has one byte). */
static unsigned
close_bucket(unsigned b0, unsigned b1)
{
	return (b0 * 257 + b1) % CLOSE_NB;
}

static void
heads_add(struct close_heads *h, unsigned b0, unsigned b1)
{
	unsigned b = close_bucket(b0, b1);

	if (!h->seen[b]) {
		h->seen[b] = 1;
		h->key[h->n++] = b;
	}
}

/*
 * Add to h the buckets of the spellings of the slots from f on, after
 * pre[0..k) (k < 2) spelled by the slots before.
 */
static void
close_heads(const char *f, const unsigned char *pre, size_t k,
    struct close_heads *h)
{
	const char *a, *e, *w, *next;
	unsigned char q[2];
	size_t l, m, x;
	int opt;

	if (f == NULL) {
		if (k == 1)
			heads_add(h, pre[0], CLOSE_END);
		return;
	}
	next = slot_read(f, &a, &e, &opt);
	for (w = a; w < e; w += l + 1) {
		l = slot_word(w, e);
		if (k > 0)
			memcpy(q, pre, k);
		m = k;
		if (m > 0)
			q[m++] = ' ';
		for (x = 0; x < l && m < 2; x++)
			q[m++] = (unsigned char)w[x];
		if (m == 2)
			heads_add(h, q[0], q[1]);
		else
			close_heads(next, q, m, h);
	}
	if (opt)
		close_heads(next, pre, k, h);
}

/*
 * c's lo, hi and last from form f, read slot by slot: what a spelling
 * so far may be (empty, or some of lo..hi bytes ending in last), then
 * after the next slot.
 */
static void
close_shape(const char *f, struct close_form *c)
{
	const char *a, *e, *w;
	unsigned char last[32];
	size_t l, lo, hi;
	int opt, empty = 1, full = 0, ee, ne;

	while (f != NULL && *f != '\0') {
		f = slot_read(f, &a, &e, &opt);
		memset(last, 0, sizeof(last));
		lo = (size_t)-1, hi = 0, ee = 0, ne = 0;
		for (w = a; w < e; w += l + 1) {
			l = slot_word(w, e);
			if (empty && l == 0)
				ee = 1;
			if ((empty || full) && l > 0)
				last[(unsigned char)w[l - 1] >> 3] |= (unsigned
				    char)(1u << ((unsigned char)w[l - 1] & 7));
			if (empty && l > 0) {
				ne = 1;
				lo = l < lo ? l : lo;
				hi = l > hi ? l : hi;
			}
			if (full) {
				ne = 1;
				lo = c->lo + 1 + l < lo ? c->lo + 1 + l : lo;
				hi = c->hi + 1 + l > hi ? c->hi + 1 + l : hi;
				if (l == 0)
					last[' ' >> 3] |= 1u << (' ' & 7);
			}
		}
		if (opt && full) {
			for (l = 0; l < sizeof(last); l++)
				last[l] |= c->last[l];
			lo = c->lo < lo ? c->lo : lo;
			hi = c->hi > hi ? c->hi : hi;
		}
		ee |= opt && empty;
		ne |= opt && full;
		c->lo = lo, c->hi = ne ? hi : 0, empty = ee, full = ne;
		memcpy(c->last, last, sizeof(last));
	}
}

/* Aborts on a slot of form f with a bracket out of place: forms[] is
   compiled in, so that is a bug in this file, caught by the first test
   that reads a response (as fields.c's tables are), not an error to
   return. */
static void
form_check(const char *f)
{
	size_t n;
	int opt;

	for (; *f != '\0'; f += n + (f[n] == ' ')) {
		n = strcspn(f, " ");
		opt = f[0] == '[';
		if (opt != (f[n - (size_t)opt] == ']') || memchr(f + opt, '[',
		    n - 2 * (size_t)opt) != NULL || memchr(f, ']', n -
		    (size_t)opt) != NULL)
			abort();
	}
}

/* Form i's buckets into h (emptied first). */
static void
form_heads(size_t i, struct close_heads *h)
{
	while (h->n > 0)
		h->seen[h->key[--h->n]] = 0;
	if (cix.f[i].hi > 0)
		close_heads(forms[i], NULL, 0, h);
}

/* cix: each form's shape, and the forms by bucket. */
static void
cix_build(void)
{
	static struct close_heads h;
	unsigned fill[CLOSE_NB];
	size_t i, k;
	unsigned lang = 0;

	cix.f = papo_xcalloc(CLOSE_NFORMS, sizeof(*cix.f));
	for (i = 0; forms[i] != NULL; i++) {
		if (forms[i][0] == '@') {	/* the forms' language */
			lang = papo_frame_lang_bit(forms[i] + 1);
			continue;
		}
		form_check(forms[i]);
		cix.f[i].langs = lang;
		close_shape(forms[i], &cix.f[i]);
		form_heads(i, &h);
		for (k = 0; k < h.n; k++)
			cix.at[h.key[k] + 1]++;
	}
	for (k = 0; k < CLOSE_NB; k++)
		cix.at[k + 1] += cix.at[k];
	memcpy(fill, cix.at, sizeof(fill));
	cix.by = papo_xcalloc(cix.at[CLOSE_NB] + 1u, sizeof(*cix.by));
	for (i = 0; forms[i] != NULL; i++) {
		if (forms[i][0] == '@')
			continue;
		form_heads(i, &h);
		for (k = 0; k < h.n; k++)
			cix.by[fill[h.key[k]]++] = (unsigned short)i;
	}
}

/*
 * The languages of the closing remarks whose spelling is o[0..n) (a
 * sentence as close_norm writes it): the union of those of every form
 * it is a spelling of, 0 when none.
 */
unsigned
papo_frame_closing_spelled(const char *o, size_t n)
{
	const struct close_form *c;
	unsigned langs = 0, b, z;
	size_t k;

	(void)pthread_once(&cix_once, cix_build);
	if (n == 0)
		return 0;
	b = close_bucket((unsigned char)o[0], n > 1 ? (unsigned char)o[1] :
	    CLOSE_END);
	z = (unsigned char)o[n - 1];
	for (k = cix.at[b]; k < cix.at[b + 1]; k++) {
		c = &cix.f[cix.by[k]];
		if ((c->langs & ~langs) != 0 && n >= c->lo && n <= c->hi &&
		    (c->last[z >> 3] >> (z & 7) & 1) != 0 &&
		    close_match(forms[cix.by[k]], o, 0, n))
			langs |= c->langs;
	}
	return langs;
}

/* forms[], NULL-ended (for the tests that spell them out). */
const char *const *
papo_frame_closing_forms(void)
{
	return forms;
}

/* The lower case of code point c (the scripts the forms are in). */
static long
fold(long c)
{
	if ((c >= 'A' && c <= 'Z') || (c >= 0xc0 && c <= 0xde && c != 0xd7) ||
	    (c >= 0x410 && c <= 0x42f))
		return c + 0x20;
	if (c >= 0x400 && c <= 0x40f)
		return c + 0x50;
	if (((c >= 0x100 && c <= 0x137) || (c >= 0x14a && c <= 0x177) ||
	    (c >= 0x1e00 && c <= 0x1eff) || (c >= 0x490 && c <= 0x4bf)) &&
	    c % 2 == 0)
		return c + 1;
	if (((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e)) &&
	    c % 2 == 1)
		return c + 1;
	return c;
}

/* Is code point c a letter close_norm keeps (its test, shared)? */
static int
close_kept(long c)
{
	return papo_frame_word_letter(c) || papo_frame_dense_letter(c) ||
	    (c >= 0x300 && c < 0x370) || (c >= 0x64b && c < 0x660) ||
	    (c >= 0x900 && c < 0xd80) || c == 0x2019;
}

/*
 * s[a..b) as the forms are written, into o: words (letters, marks, an
 * apostrophe inside) lowered and one space apart; a space next to a
 * letter of a script without spaces left out; the rest dropped.
 */
static void
close_norm(const char *s, size_t a, size_t b, struct papo_buf *o)
{
	size_t i = a, e, st;
	long c;
	int gap = 0, dense = 0, d;

	while (i < b) {
		for (e = i + 1; e < b && ((unsigned char)s[e] & 0xc0) == 0x80;
		    e++)
			;
		if ((unsigned char)s[i] < 0x80 && e == i + 1) {
			/* ASCII, as below: letters and the apostrophe */
			c = (unsigned char)s[i];
			if (!is_alpha((int)c) && c != '\'') {
				gap = 1;
			} else {
				if (gap && o->len > 0 && !dense)
					papo_buf_addc(o, ' ');
				papo_buf_addc(o, (char)lower((int)c));
				gap = dense = 0;
			}
			i = e;
			continue;
		}
		c = papo_frame_cp_before(s, i, e, &st);
		d = papo_frame_dense_letter(c);
		if (close_kept(c)) {
			if (gap && o->len > 0 && !d && !dense)
				papo_buf_addc(o, ' ');
			papo_utf8_put(o, (unsigned long)fold(c));
			gap = 0;
			dense = d;
		} else {
			gap = 1;
		}
		i = e;
	}
}

/*
 * Closing remarks by their parts, per language: a first-person hope, an
 * offer or an invitation (head: "I hope", "Ich hoffe", "Let me know if
 * you'd like me to", "希望"; or, in the languages that put it last, a
 * tail: "幸いです", "바랍니다", "ఆశిస్తున్నాను"), and between them words
 * each of which is one of the language's words of the remark's object
 * and its use (body: the explanation, its steps, helpful, clear, "you",
 * "this"), one of them at least a word of its use or clarity (content:
 * helpful, clear, "to follow"; not "I hope it is.", "I hope so.", "I
 * hope this is the solution.", "Ich hoffe, das ist die Lösung.").  No
 * word of a body negates, doubts, conditions, corrects or names a value
 * or the answer, and a sentence with a digit or math is no remark
 * (words_alone), so "I hope this walkthrough makes the steps clear." is
 * one and "I hope this is right, but I'm not sure.", "Ich hoffe, die
 * Erklärung war nicht falsch." and "I hope 46 is clear." are not
 * (tests/verify/hostile_lost30.py gives each language its twins).
 * Heads and tails are slots as forms[]'s;
 * body and content are words between '|', pieces glued together in the
 * scripts written without spaces (zh, ja, th).
 */
struct close_part {
	const char *lang;
	const char *head;	/* slots before the body, or NULL */
	const char *tail;	/* slots after it, or NULL */
	const char *fn;		/* "|w1|w2|...|": the body's other words */
	const char *content;	/* "|w1|...|": its words of content */
};

#define EN_FN	"|this|that|it|these|those|the|a|an|my|our|your|you|we|me|" \
	"us|i|above|to|of|for|and|was|is|are|were|has|have|had|been|be|" \
	"will|makes|made|make|by|through|with|out|how|why|what|where|" \
	"things|everything|all|more|much|bit|little|now|over|another|" \
	"similar|each|any|every|step|steps|explanation|explanations|" \
	"walkthrough|solution|solutions|breakdown|reasoning|working|" \
	"derivation|approach|method|process|logic|calculation|" \
	"calculations|computation|worked|diagram|picture|sketch|table|" \
	"graph|variation|variations|variant|version|example|examples|" \
	"problem|problems|exercise|exercises|practice|concept|concepts|" \
	"idea|ideas|detail|details|detailed|visual|visually|"
#define EN_CONTENT	"|helps|helped|help|helpful|useful|clear|clearer|" \
	"clarifies|clarified|understandable|easy|easier|straightforward|" \
	"understand|follow|walk|go|explain|show|see|"
#define VI_FN	"|lời|này|cách|các|cho|bạn|sẽ|đã|là|của|tôi|những|giải|" \
	"thích|bước|"
#define VI_CONTENT	"|hữu|ích|giúp|rõ|ràng|dễ|hiểu|"
#define ID_FN	"|ini|itu|anda|kamu|dapat|bisa|sudah|cukup|yang|" \
	"penjelasan|langkah|langkahnya|solusi|"
#define ID_CONTENT	"|membantu|bermanfaat|jelas|mudah|dipahami|"

static const struct close_part parts[] = {
	{ "en", "[so|and] [i|we] [really|sincerely|truly] hope [that]", NULL,
	    EN_FN, EN_CONTENT },
	{ "en", "hopefully", NULL, EN_FN, EN_CONTENT },
	{ "en", "[please] let me know if you'd|you’d like [me] [to]", NULL,
	    EN_FN, EN_CONTENT },
	{ "en", "[please] let me know if you would like [me] [to]", NULL,
	    EN_FN, EN_CONTENT },
	{ "en", "[please] let me know if you want|need [me] [to]", NULL,
	    EN_FN, EN_CONTENT },
	{ "en", "[i'd|i’d|i'm|i’m] [be] happy|glad to", NULL, EN_FN,
	    EN_CONTENT },
	{ "en", "i would be|am happy|glad to", NULL, EN_FN, EN_CONTENT },
	{ "de", "ich hoffe [sehr] [dass]", NULL,
	    "|die|der|das|den|dem|diese|dieser|dieses|meine|meiner|es|war|ist|"
	    "sind|waren|hat|haben|dir|ihnen|euch|alles|jetzt|nun|zu|gut|so|"
	    "erklärung|erklärungen|erläuterung|lösung|herleitung|rechnung|"
	    "schritte|",
	    "|verständlich|klar|nachvollziehbar|hilfreich|nützlich|"
	    "weitergeholfen|geholfen|hilft|folgen|verstehen|" },
	{ "fr", "j'espère|j’espère [que|qu'|qu’]", NULL,
	    "|ces|cette|ce|cet|la|le|les|mes|ma|mon|vous|t'|t’|te|ont|a|été|"
	    "sont|est|était|plus|bien|tout|cela|ça|maintenant|explication|"
	    "explications|l'explication|l’explication|solution|démarche|"
	    "étapes|raisonnement|",
	    "|utile|utiles|claire|claires|clair|clairs|aidé|aide|aidera|"
	    "aideront|aident|compréhensible|compréhensibles|" },
	{ "es", "espero que", NULL,
	    "|esta|este|estas|estos|la|el|las|los|mi|mis|te|le|les|os|haya|"
	    "hayan|sido|sea|sean|más|todo|ahora|de|a|explicación|"
	    "explicaciones|solución|pasos|razonamiento|resulte|resulten|"
	    "quede|queden|quedado|",
	    "|útil|útiles|clara|claro|claros|claras|ayude|ayudado|sirva|"
	    "servido|comprensible|" },
	{ "it", "spero che", NULL,
	    "|questa|questo|queste|questi|la|il|le|lo|mia|mie|ti|vi|sia|"
	    "siano|stata|stato|state|più|tutto|ora|adesso|di|a|spiegazione|"
	    "spiegazioni|soluzione|passaggi|ragionamento|",
	    "|utile|utili|chiara|chiaro|chiare|chiari|aiuti|aiutato|"
	    "comprensibile|" },
	{ "pt", "espero que", NULL,
	    "|esta|este|essa|esse|estas|a|o|as|os|minha|te|lhe|tenha|tenham|"
	    "sido|seja|sejam|estejam|esteja|mais|tudo|agora|explicação|"
	    "explicações|solução|passos|raciocínio|",
	    "|útil|úteis|clara|claro|claras|claros|ajudado|ajude|ajudem|"
	    "compreensível|" },
	{ "ru", "надеюсь [что]", NULL,
	    "|это|эти|этот|эта|было|были|был|была|будет|вам|тебе|теперь|всё|"
	    "объяснение|объяснения|решение|шаги|рассуждение|",
	    "|понятным|понятно|понятными|понятен|понятны|понятна|полезным|"
	    "полезно|полезными|полезны|помогло|помогли|поможет|ясным|ясно|" },
	{ "uk", "сподіваюся|сподіваюсь [що]", NULL,
	    "|це|ці|цей|ця|було|були|був|буде|вам|тобі|тепер|все|усе|"
	    "пояснення|розв'язання|розв’язання|рішення|кроки|",
	    "|корисним|корисно|зрозумілим|зрозуміло|зрозумілі|допомогло|"
	    "допомогли|допоможе|" },
	{ "pl", "mam nadzieję [że]", NULL,
	    "|to|te|ten|ta|było|były|jest|są|będzie|ci|wam|teraz|wszystko|"
	    "wyjaśnienie|wyjaśnienia|rozwiązanie|kroki|",
	    "|pomocne|pomocny|jasne|zrozumiałe|przydatne|pomogło|pomoże|" },
	{ "tr", "umarım", NULL,
	    "|bu|size|sana|her|şey|artık|olmuştur|olur|oldu|açıklama|"
	    "açıklamalar|çözüm|adımlar|",
	    "|faydalı|yararlı|açık|anlaşılır|yardımcı|net|" },
	{ "vi", "[tôi] hy vọng [rằng]", NULL, VI_FN, VI_CONTENT },
	{ "vi", "[tôi] mong [rằng]", NULL, VI_FN, VI_CONTENT },
	{ "id", "semoga", NULL, ID_FN, ID_CONTENT },
	{ "id", "saya harap|berharap [bahwa]", NULL, ID_FN, ID_CONTENT },
	{ "sw", "natumai|natumaini [kwamba]", NULL,
	    "|haya|hii|hili|hizi|huu|kwako|maelezo|hatua|suluhisho|ziko|iko|"
	    "yenye|yamekuwa|",
	    "|yamekusaidia|yamesaidia|yatakusaidia|yanasaidia|limekusaidia|"
	    "limesaidia|litakusaidia|wazi|manufaa|msaada|inasaidia|imesaidia|"
	    "itasaidia|" },
	{ "hi", "आशा|उम्मीद है [कि]", NULL,
	    "|यह|ये|रही|रहा|रहे|होगी|होगा|होंगे|है|हैं|थी|था|आपके|आपकी|लिए|"
	    "की|ने|आपको|व्याख्या|समाधान|स्पष्टीकरण|चरण|करेगी|करेगा|",
	    "|उपयोगी|सहायक|स्पष्ट|मदद|" },
	{ "bn", "আশা করি", NULL,
	    "|এই|এটি|এটা|আপনার|আপনাকে|জন্য|ব্যাখ্যাটি|ব্যাখ্যা|সমাধানটি|সমাধান|"
	    "ধাপগুলো|হয়েছে|হয়েছে|হবে|করবে|করেছে|লাগবে|লেগেছে|",
	    "|সহায়ক|সহায়ক|উপকারী|স্পষ্ট|কাজে|সাহায্য|" },
	{ "te", NULL, "ఆశిస్తున్నాను|ఆశిస్తున్నాము",
	    "|ఈ|మీకు|వివరణ|పరిష్కారం|దశలు|ఉన్నాయని|ఉందని|",
	    "|ఉపయోగపడిందని|ఉపయోగపడుతుందని|సహాయపడిందని|సహాయపడుతుందని|"
	    "స్పష్టంగా|" },
	{ "ar", "آمل|أتمنى [أن]", NULL,
	    "|يكون|تكون|هذا|هذه|قد|لك|لكم|الشرح|الحل|الخطوات|",
	    "|مفيدًا|مفيدا|مفيدة|واضحًا|واضحا|واضحة|ساعدك|ساعدكم|يساعدك|" },
	{ "zh", "希望|我希望", NULL,
	    "|这个|這個|这些|這些|这|這|此|对|對|你|您|大家|有|所|能|可以|让|"
	    "讓|更|的|步骤|步驟|讲解|講解|解答|解释|解釋|说明|說明|过程|過程|"
	    "思路|",
	    "|帮助|幫助|帮到|幫到|清楚|清晰|易懂|明白|理解|" },
	{ "ja", NULL, "幸いです|嬉しいです|うれしいです",
	    "|この|その|が|は|少しでも|説明|解説|解答|手順|",
	    "|お役に立てば|役に立てば|参考になれば|わかりやすければ|"
	    "分かりやすければ|" },
	{ "ko", NULL, "바랍니다|좋겠습니다",
	    "|이|잘|설명이|풀이가|해설이|과정이|되었기를|되셨기를|되기를|"
	    "되었으면|되셨으면|이해에|",
	    "|도움이|" },
	{ "th", "หวังว่า", NULL,
	    "|นี้|จะ|เป็น|ให้|คุณ|กับ|ต่อ|ได้|ครับ|ค่ะ|นะ|มี|ขึ้น|คำอธิบาย|"
	    "วิธีทำ|ขั้นตอน|",
	    "|ประโยชน์|ช่วย|เข้าใจ|ง่าย|ชัดเจน|" },
};
#define CLOSE_NPARTS (sizeof(parts) / sizeof(parts[0]))

/* Is o[a..b) one of the words of list l ("|w1|w2|")? */
static int
part_word(const char *l, const char *o, size_t a, size_t b)
{
	const char *p = l;
	size_t n = b - a;

	if (n == 0)
		return 0;
	while ((p = strchr(p, '|')) != NULL && p[1] != '\0') {
		p++;
		if (p[0] == o[a] && strncmp(p, o + a, n) == 0 && p[n] == '|')
			return 1;
	}
	return 0;
}

/*
 * Is o[a..b) a body of row r, one content word at least in it (*seen
 * set when one was before a)?  Words one space apart; pieces glued in a
 * script without spaces (dense), tried longest first: depth bounds the
 * pieces.
 */
static int
part_body(const struct close_part *r, const char *o, size_t a, size_t b,
    int dense, int seen, unsigned depth)
{
	size_t e;

	if (a == b)
		return seen;
	if (depth > 24)
		return 0;
	if (!dense) {
		for (e = a; e < b && o[e] != ' '; e++)
			;
		if (part_word(r->content, o, a, e))
			seen = 1;
		else if (!part_word(r->fn, o, a, e))
			return 0;
		return part_body(r, o, e + (e < b), b, 0, seen, depth + 1);
	}
	for (e = b; e > a; e--) {
		if (e < b && ((unsigned char)o[e] & 0xc0) == 0x80)
			continue;	/* inside a code point */
		if (part_word(r->content, o, a, e) && part_body(r, o, e, b, 1,
		    1, depth + 1))
			return 1;
		if (part_word(r->fn, o, a, e) && part_body(r, o, e, b, 1, seen,
		    depth + 1))
			return 1;
	}
	return 0;
}

/* Can a spelling of the slots f start with byte c? */
static int
part_first(const char *f, unsigned c)
{
	const char *a, *e, *w, *next;
	size_t l;
	int opt;

	do {
		next = slot_read(f, &a, &e, &opt);
		for (w = a; w < e; w += l + 1)
			if ((l = slot_word(w, e)) > 0 &&
			    (unsigned char)w[0] == c)
				return 1;
		f = next;
	} while (opt && f != NULL);
	return 0;
}

/* Can a spelling of the slots f end with byte c? */
static int
part_last(const char *f, unsigned c)
{
	struct close_form k;

	memset(&k, 0, sizeof(k));
	close_shape(f, &k);
	return k.hi > 0 && (k.last[c >> 3] >> (c & 7) & 1) != 0;
}

/* Is o[0..n) spelled by row r: its head, a body, its tail? */
static int
part_match(const struct close_part *r, const char *o, size_t n, int dense)
{
	size_t k, m;

	if (r->head != NULL) {
		for (k = 1; k < n && k <= 64; k++) {
			if (dense ? ((unsigned char)o[k] & 0xc0) == 0x80 :
			    o[k] != ' ')
				continue;
			if (close_match(r->head, o, 0, k) &&
			    part_body(r, o, k + !dense, n, dense, 0, 0))
				return 1;
		}
		return 0;
	}
	for (m = n - 1; m > 0 && n - m <= 64; m--) {
		if (dense ? ((unsigned char)o[m] & 0xc0) == 0x80 : o[m] != ' ')
			continue;
		if (close_match(r->tail, o + m + !dense, 0, n - m -
		    !dense) &&
		    part_body(r, o, 0, m, dense, 0, 0))
			return 1;
	}
	return 0;
}

/*
 * The languages of the closing remark o[0..n) (a sentence as close_norm
 * writes it, written in words alone) is by its parts (parts[]), 0 when
 * none.  A row is tried only where the first byte of its head, or the
 * last of its tail, is the sentence's.
 */
static unsigned
closing_parts(const char *o, size_t n)
{
	const struct close_part *r;
	unsigned langs = 0, bit;
	size_t k;
	int dense;

	if (n < 4)
		return 0;
	for (k = 0; k < CLOSE_NPARTS; k++) {
		r = &parts[k];
		bit = papo_frame_lang_bit(r->lang);
		if ((langs & bit) != 0)
			continue;
		dense = strcmp(r->lang, "zh") == 0 || strcmp(r->lang, "ja") ==
		    0 || strcmp(r->lang, "th") == 0;
		if (r->head != NULL ? !part_first(r->head,
		    (unsigned char)o[0]) : !part_last(r->tail,
		    (unsigned char)o[n - 1]))
			continue;
		if (part_match(r, o, n, dense))
			langs |= bit;
	}
	return langs;
}

static int words_alone(const char *s, size_t a, size_t b);

/*
 * The languages of the closing remark the sentence s[a..b) is (one of
 * forms[], or, written in words alone, of parts[]: papo_frame_lang_bit's
 * bits), 0 when it is none.
 */
unsigned
papo_frame_closing_langs(const char *s, size_t a, size_t b)
{
	struct papo_buf o = PAPO_BUF_INIT;
	unsigned langs;
	size_t x = a, y = b;

	close_norm(s, a, b, &o);
	langs = papo_frame_closing_spelled(o.s, o.len);
	if (langs == 0 && o.len >= 4) {
		while (x < y && (s[x] == ' ' || s[x] == '\n'))
			x++;
		while (y > x && strchr(" \n\r.!", s[y - 1]) != NULL)
			y--;
		if (y - x > 3 && memcmp(s + y - 3, "\xe3\x80\x82", 3) == 0)
			y -= 3;	/* 。 */
		if (y - x > 3 && memcmp(s + y - 3, "\xe0\xa5\xa4", 3) == 0)
			y -= 3;	/* । */
		if (y > x && words_alone(s, x, y)) {
			papo_buf_reset(&o);
			close_norm(s, x, y, &o);
			langs = closing_parts(o.s, o.len);
		}
	}
	papo_buf_release(&o);
	return langs;
}

/*
 * Is the sentence s[a..b), whose words are all closing words of one
 * language, one of the closing remarks recognised (forms[])?
 */
int
papo_frame_closing_said(const char *s, size_t a, size_t b)
{
	return papo_frame_closing_langs(s, a, b) != 0;
}

/*
 * Closing words that may stand after a value in its own sentence alone,
 * as the value's words ("42 in total", "12 altogether", "6 buses are
 * required", "born after the end of the war"): English closing words
 * that make no remark alone.  The others ("hope", "let", "know",
 * "sure", "thanks", and every closing word of another language) stand
 * there only inside a remark recognised whole.
 */
static const char *const plain[] = { "the", "a", "an", "of", "and", "to",
	"for", "in", "so", "thus", "therefore", "hence", "total", "totale",
	"altogether", "overall", "answer", "answers", "final", "result",
	"solution", "is", "was", "as", "all", "this", "that", "it", "here",
	"summary", "conclusion", "we", "i", "have", "us", "you", "me",
	"required", "desired", "shown", "above", "boxed", "proof",
	"computation", "calculation", "problem", "option", "choice", "end",
	"done", "complete", "completes", "completed", "right", "correct",
	NULL };

/*
 * Closing rows of scripts without spaces, or of the Indic scripts whose
 * words are read as theirs below, that open a wish ("希望", "หวังว่า",
 * "आशा", "আশা"): they stand after a value only in a remark recognised
 * whole ("希望对你有帮助", not "希望这就是答案"; "आशा है कि यह व्याख्या
 * उपयोगी रही", not "उम्मीद है" alone).  Every other such row (a copula,
 * a particle: "です", "就是", "है") stands there alone, as before.
 */
static const char *const dense_wish[] = {
	"\xe5\xb8\x8c\xe6\x9c\x9b",	/* 希望 */
	"\xe0\xb8\xab\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x87",	/* หวัง */
	"\xe9\xa1\x98",	/* 願 */
	"\xe0\xa4\x86\xe0\xa4\xb6\xe0\xa4\xbe",	/* आशा */
	"\xe0\xa4\x89\xe0\xa4\xae\xe0\xa5\x8d\xe0\xa4\xae\xe0\xa5\x80"
	    "\xe0\xa4\xa6",	/* उम्मीद */
	"\xe0\xa6\x86\xe0\xa6\xb6\xe0\xa6\xbe",	/* আশা */
	"\xe0\xb0\x86\xe0\xb0\xb6",	/* ఆశ */
	NULL
};

static int
dense_plain(const char *s, size_t i, size_t e)
{
	size_t k;

	if ((unsigned char)s[i] < 0xe0)
		return 0;
	for (k = 0; dense_wish[k] != NULL; k++)
		if (strlen(dense_wish[k]) <= e - i && memcmp(s + i,
		    dense_wish[k], strlen(dense_wish[k])) == 0)
			return 0;
	return 1;
}

/*
 * The closing word s[i..e) in the rest of a value's sentence (the value
 * ends at lo, the rest at b): where the remark that holds it ends when
 * the words from one of the closing words just before it (back to a
 * stop or a comma, not before lo) or from it, to the sentence's stop,
 * are a remark recognised whole (papo_frame_closing_said); e when the
 * word is one of plain[]; else 0 ("42, I hope.", "42 and I hope this is
 * the correct answer").
 */
size_t
papo_frame_closing_run(const char *s, size_t lo, size_t i, size_t e,
    size_t b)
{
	size_t starts[16], n = 0, k, w, stop;

	if (papo_frame_word_in(s, i, e, plain) || dense_plain(s, i, e))
		return e;
	for (stop = e; stop < b && !papo_frame_stop_at(s, stop, b,
	    PAPO_STOP_LOOSE); stop++)
		;
	starts[n++] = i;
	for (k = i; k > lo && n < 16; k = w) {
		while (k > lo && s[k - 1] == ' ')
			k--;
		for (w = k; w > lo && papo_frame_word_letter(
		    (unsigned char)s[w - 1] < 0x80 ? (unsigned char)s[w - 1] :
		    'a'); w--)
			;
		if (w == k || papo_frame_kind_word(s, w, k, R_CLOSE) == 0)
			break;
		starts[n++] = w;
	}
	while (n > 0)
		if (papo_frame_closing_said(s, starts[--n], stop))
			return stop;
	return 0;
}

/* The words that open a check in a value's own sentence ("42,
   checked by substitution."). */
static const char *const clause_openers[] = { "which", "and", "checked",
	"verified", "confirmed", NULL };

/*
 * The words from s[i..e), one of clause_openers[], to the stop of a
 * value's sentence (within b), when they are a closing remark and
 * nothing else (papo_frame_closing_alone: "42, which matches the given
 * conditions.", "42, confirmed by a second method."): where they end,
 * else 0.
 */
size_t
papo_frame_closing_clause(const char *s, size_t i, size_t e, size_t b)
{
	size_t stop;

	if (!papo_frame_word_in(s, i, e, clause_openers))
		return 0;
	for (stop = i; stop < b && !papo_frame_stop_at(s, stop, b,
	    PAPO_STOP_LOOSE); stop++)
		;
	return stop > i && papo_frame_closing_alone(s, i, stop) ? stop : 0;
}

/*
 * Closing words that open a wish ("I hope", "Ich hoffe", "Надеюсь"):
 * after a value in its own sentence, outside a remark recognised whole,
 * they refuse the answer ("42, I hope.", "**7**. Надеюсь, это
 * окончательный ответ.") where another closing word may still be read
 * as the value's noun or the problem's.
 */
static const char *const wishes[] = { "hope", "hoping", "wish", "hoffe",
	"espero", "spero", "j'espère", "j’espère", "espère", "надеюсь",
	"сподіваюся", "сподіваюсь", "nadzieję", "umarım", "semoga",
	"natumai", "natumaini", "vọng", "आशा", "آمل", "আশা",
	"ఆశిస్తున్నాను", NULL };

int
papo_frame_closing_wish(const char *s, size_t i, size_t e)
{
	struct papo_buf o = PAPO_BUF_INIT;
	size_t k;
	int found = 0;

	close_norm(s, i, e, &o);
	for (k = 0; wishes[k] != NULL && !found; k++)
		found = o.len == strlen(wishes[k]) && memcmp(o.s, wishes[k],
		    o.len) == 0;
	papo_buf_release(&o);
	return found;
}

/*
 * The marks other than spacing and commas a closing remark may hold at
 * s[i] (within s[a..b)): a hyphen inside a word ("step-by-step",
 * "какие-либо"), an equation's star label ("the original equation
 * (*)"), an opening "¡"; their length, else 0 (a digit, '$', '\\',
 * '*' alone, '?', '¿').
 */
static size_t
alone_mark(const char *s, size_t a, size_t i, size_t b)
{
	size_t k;

	if (s[i] == '-' && i > a && i + 1 < b &&
	    (is_alpha((unsigned char)s[i - 1]) || (unsigned char)s[i - 1] >=
	    0x80) && (is_alpha((unsigned char)s[i + 1]) ||
	    (unsigned char)s[i + 1] >= 0xc0))
		return 1;
	if (s[i] == '(') {
		for (k = i + 1; k < b && s[k] == '*'; k++)
			;
		return k > i + 1 && k < b && s[k] == ')' ? k + 1 - i : 0;
	}
	return b - i >= 2 && (unsigned char)s[i] == 0xc2 &&
	    (unsigned char)s[i + 1] == 0xa1 ? 2 : 0;	/* ¡ */
}

/*
 * Is the sentence s[a..b) a closing remark and nothing else: one of
 * forms[] (papo_frame_closing_said) written in words alone, no digit,
 * math or markup in it that close_norm would drop ("QED.", "Let me
 * know if you have any other questions.", "I hope the answer is
 * correct.", an abbreviation of papo_frame_closing_abbrev: "Q.E.D.";
 * not "The answer is 12." nor "The answer is $x$.", whose
 * value close_norm would not see; the marks of alone_mark aside)?
 * Asked where a sentence after a value might otherwise be read as a
 * value, a condition or an answer phrase of its own, and by the tail
 * for a sentence of its own after the answer (papo_answer_tail).  Its
 * languages (papo_frame_closing_langs; every one for an abbreviation),
 * 0 when it is no such remark.
 */
/*
 * Is s[a..b) written in words alone: letters close_norm keeps, spaces,
 * commas, the marks of alone_mark; no digit, math, markup or '?'?
 */
static int
words_alone(const char *s, size_t a, size_t b)
{
	size_t i, e, st, m;
	long c;

	for (i = a; i < b; i = e) {
		if ((m = alone_mark(s, a, i, b)) > 0) {
			e = i + m;
			continue;
		}
		for (e = i + 1; e < b && ((unsigned char)s[e] & 0xc0) == 0x80;
		    e++)
			;
		c = papo_frame_cp_before(s, i, e, &st);
		if (!close_kept(c) && c != ' ' && c != ',' && c != 0x3002 &&
		    c != 0x3001 && c != 0xff01 && c != 0xff0c)
			return 0;	/* a digit, '$', '\\', '*', '?' */
	}
	return 1;
}

unsigned
papo_frame_closing_alone(const char *s, size_t a, size_t b)
{
	size_t k = a;

	while (k < b && (s[k] == ' ' || s[k] == '\n'))
		k++;
	if (b - k > 5 && memcmp(s + k, "Plan:", 5) == 0 && (k == 0 ||
	    s[k - 1] == '\n'))
		a = k + 5;	/* an agent's (Terminus-2) last line,
				   labelled */
	if (papo_frame_closing_abbrev(s, a, b))
		return ~0u;	/* "Q.E.D.", its full stops dropped below */
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\n' ||
	    s[b - 1] == '\r' || s[b - 1] == '.' || s[b - 1] == '!'))
		b--;
	return b > a && words_alone(s, a, b) ? papo_frame_closing_langs(s, a,
	    b) : 0;
}

/*
 * Closing remarks written as an abbreviation whose full stops
 * close_norm would read as words of their own ("Q.E.D.": "q", "e",
 * "d", no closing word among them), spelled out whole, lower case.
 */
static const char *const abbrevs[] = { "q.e.d", "q. e. d", "w.z.b.w",
	"c.q.f.d", "c.v.d", "ч.т.д", NULL };

/*
 * Is the sentence s[a..b) one of abbrevs[] and nothing else but a
 * full stop or an exclamation mark after it ("Q.E.D.", "q.e.d",
 * "ч.т.д.")?  Not "Q.E.D.?", "Not Q.E.D." nor "Q.E.D., I hope.".
 */
int
papo_frame_closing_abbrev(const char *s, size_t a, size_t b)
{
	struct papo_buf o = PAPO_BUF_INIT;
	size_t i, k;
	int found = 0;

	while (a < b && (s[a] == ' ' || s[a] == '*'))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\n' ||
	    s[b - 1] == '\r' || s[b - 1] == '.' || s[b - 1] == '!' ||
	    s[b - 1] == '*'))
		b--;
	/* the copy below is as long as s[a..b) (a Cyrillic capital folds
	   to a letter of two bytes too): a sentence of any other length,
	   as most are, is none of abbrevs[] */
	for (k = 0; abbrevs[k] != NULL && strlen(abbrevs[k]) != b - a; k++)
		;
	if (abbrevs[k] == NULL)
		return 0;
	for (i = a; i < b; i++)	/* ASCII and Cyrillic: fold() by code */
		if ((unsigned char)s[i] < 0x80)
			papo_buf_addc(&o, (char)lower((unsigned char)s[i]));
		else if (i + 1 < b && (unsigned char)s[i] == 0xd0 &&
		    (unsigned char)s[i + 1] >= 0x90 &&
		    (unsigned char)s[i + 1] <= 0xaf) {
			papo_utf8_put(&o, (unsigned long)fold(
			    papo_frame_cp_at(s, i, i + 2)));
			i++;
		} else
			papo_buf_addc(&o, s[i]);
	for (k = 0; abbrevs[k] != NULL && !found; k++)
		found = o.len == strlen(abbrevs[k]) && memcmp(o.s, abbrevs[k],
		    o.len) == 0;
	papo_buf_release(&o);
	return found;
}

/*
 * The offers chat models close on as a question ("Would you like me to
 * explain any step in more detail?", "他に質問はありますか？"), in the
 * slots of forms[], by language: the one question recognised after an
 * answer, whole (papo_frame_closing_asked).  None asks of the answer
 * itself ("Is that right?", "Or is it 43?", "Did I make a mistake?"):
 * a question that doubts it is in no form, and is refused as before
 * (tests/verify/hostile_recall27.py gives each family its twins).
 */
static const char *const asks[] = {
	"@en",
	"would|do you like|want me to explain|clarify any|a|each step|part "
	    "[further]",
	"would|do you like|want me to explain|clarify any|a|each step|part "
	    "in more detail",
	"would|do you like|want me to explain|clarify anything [else] "
	    "[further]",
	"would|do you like|want me to check|solve|try|show [a] "
	    "another|different|similar example|problem|approach|method",
	"would|do you like|want [a] another|similar example|problem [to] "
	    "[practice|try]",
	"would|do you like|want a more detailed explanation|breakdown",
	"would|do you like|want more details|practice",
	"is there anything else you'd|you’d like to know|ask",
	"is there anything else you would like to know|ask",
	"is there anything else [that] i can help [you] with",
	"can|may i help you with anything else",
	"do you have any other|more|further [other|more|further] questions",
	"@zh",
	"需要我详细解释某一步吗|需要我详细解释某个步骤吗|需要我进一步解释吗|"
	    "还有其他问题吗|你还有其他问题吗|您还有其他问题吗|"
	    "还有什么需要帮忙的吗|需要我再举一个例子吗|需要我再出一道题吗",
	"@ja",
	"他に質問はありますか|ほかに質問はありますか|他に何か質問はありますか|"
	    "他に何かお手伝いできることはありますか|"
	    "もっと詳しく説明しましょうか|詳しく説明しましょうか|"
	    "別の例も見てみましょうか",
	"@ko",
	"다른 질문이 있으신가요",
	"더 궁금한 점이 있으신가요",
	"더 자세히 설명해 드릴까요",
	"@de",
	"möchten sie dass ich einen|jeden schritt genauer|ausführlicher "
	    "erkläre",
	"möchtest du dass ich einen|jeden schritt genauer|ausführlicher "
	    "erkläre",
	"haben sie noch [weitere] fragen",
	"hast du noch [weitere] fragen",
	"kann ich ihnen|dir sonst noch helfen",
	"@fr",
	"voulez vous que je vous explique une|chaque étape plus en détail",
	"veux tu que je t'explique|t’explique une|chaque étape plus en "
	    "détail",
	"avez vous d'autres|d’autres questions",
	"as tu d'autres|d’autres questions",
	"@es",
	"quieres|quiere que te|le explique algún|algun|cada paso [con] "
	    "[más] [detalle]",
	"tienes|tiene alguna otra pregunta",
	"hay algo más en lo que pueda ayudarte|ayudarle",
	"@ru",
	"хотите|хочешь я объясню подробнее",
	"хотите|хочешь чтобы я объяснил подробнее",
	"есть ли у вас ещё|еще вопросы",
	"@pt",
	"quer|gostaria que eu explique|explicasse algum|cada passo [com] "
	    "[mais] [detalhes]",
	"tem mais alguma dúvida|pergunta",
	"@it",
	"vuoi che ti spieghi qualche|un passaggio [più] [in] [dettaglio]",
	"hai altre domande",
	NULL
};

unsigned
papo_frame_closing_asked(const char *s, size_t a, size_t b)
{
	struct papo_buf o = PAPO_BUF_INIT;
	unsigned lang = 0, langs = 0;
	size_t k;

	while (a < b && (s[a] == ' ' || s[a] == '\n' || s[a] == '*'))
		a++;
	if (b - a >= 2 && (unsigned char)s[a] == 0xc2 &&
	    (unsigned char)s[a + 1] == 0xbf)
		a += 2;	/* ¿ */
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\n' ||
	    s[b - 1] == '\r' || s[b - 1] == '*'))
		b--;
	if (b > a && s[b - 1] == '?')
		b--;
	else if (b - a >= 3 && memcmp(s + b - 3, "\xef\xbc\x9f", 3) == 0)
		b -= 3;	/* ？ */
	else
		return 0;
	if (b == a || !words_alone(s, a, b))
		return 0;
	close_norm(s, a, b, &o);
	for (k = 0; asks[k] != NULL; k++)
		if (asks[k][0] == '@')
			lang = papo_frame_lang_bit(asks[k] + 1);
		else if (o.len > 0 && close_match(asks[k], o.s, 0, o.len))
			langs |= lang;
	papo_buf_release(&o);
	return langs;
}

/*
 * The lead-ins of a restatement: a line after the answer that says the
 * value again behind words that only say it is said again ("To
 * restate:", "Je le répète :", 重申一下：), read by answer_tail.c up to
 * its colon when the value after it is the answer's.  Forms as forms[]'s
 * (one slot a form in scripts without spaces); none holds a doubt, a
 * correction, a condition or a value, so "Correction: 36" and "Maybe:
 * 36" lead nothing.
 */
static const char *const leads[] = {
	/* en */
	"[so] [to] restate|repeat|reiterate|recap|summarize|summarise "
	    "[it|this] [once] [more|again] [for] [the] [record]",
	"restating|repeating|reiterating|recapping|summarizing|summarising "
	    "[it|this|the|our] [answer|result|value] [once] [more|again] "
	    "[for] [the] [record]",
	"[so] [once] more|again [for] [the] [record]",
	"[so] [once] more|again [for] clarity", "[just] to be clear",
	"for clarity",
	"[so] one more time", "for the record", "again", "to be clear",
	/* fr */
	"je le|la répète|redis|rappelle [encore] [une] [fois]",
	"[pour] [le] résumer|récapituler|répéter|redire [encore] [une] "
	    "[fois]",
	"[donc] encore une fois", "une fois de plus", "je récapitule",
	/* de */
	"[zur] [sicherheit] [also] noch einmal|mal|nochmal [zusammengefasst]",
	"[zur] [sicherheit] [also] nochmals|nochmal [zusammengefasst]",
	"zur wiederholung|zusammenfassung",
	"ich wiederhole [es] [noch] [einmal]",
	/* es, it, pt */
	"resumiendo|repitiendo [de] [nuevo|otra] [vez]",
	"lo repito", "repito", "una vez más", "de nuevo", "otra vez",
	"[para] resumir|repetir [de] [nuevo]",
	"riassumendo|ripetendo [di] [nuovo|ancora] [una] [volta]",
	"lo ripeto", "ripeto", "ancora una volta", "di nuovo",
	"[per] riassumere|ripetere",
	"resumindo|repetindo [mais] [uma] [vez]", "repito",
	"mais uma vez", "de novo", "[para] resumir|repetir [mais] [uma] [vez]",
	/* ru, uk */
	"[итак] ещё|еще раз [подытожу|повторю|повторим]",
	"повторю|повторим|подытожу [ещё|еще] [раз]",
	"[отже] ще раз [підсумую|повторю]", "повторю|підсумую [ще] [раз]",
	/* pl, tr */
	"podsumowując|powtarzając [jeszcze] [raz]",
	"[powtarzam|powtórzę] [jeszcze] [raz]",
	"bir kez daha [özetlersem|özetleyeyim|söyleyeyim]",
	"tekrar [edeyim|ediyorum|özetlersem|söyleyeyim]",
	/* id, vi, sw */
	"sekali lagi", "[saya] ulangi [sekali] [lagi]",
	"ringkasnya|singkatnya [sekali] [lagi]",
	"tóm tắt lại [một] [lần] [nữa]", "nhắc lại [một] [lần] [nữa]",
	"một lần nữa",
	"kwa muhtasari|ufupi [tena]", "narudia", "tena", "kurudia",
	/* hi, bn, te, ar */
	"एक बार फिर [संक्षेप] [में]", "फिर से [कहूँ] [तो]", "दोबारा",
	"संक्षेप में फिर से",
	"আবার সংক্ষেপে বলি", "আবার|আবারও বলছি", "পুনরায়", "আবারও",
	"మళ్ళీ సంగ్రహంగా", "మళ్ళీ చెబుతున్నాను", "మరోసారి",
	"للتلخيص مرة أخرى", "مرة أخرى", "أكرر",
	/* zh, ja, ko, th: written without spaces, one slot a form */
	"再说一遍|再說一遍|再强调一次|再強調一次|重申一下|重复一遍|重複一遍|"
	    "再次强调|再次強調",
	"改めて言うと|繰り返しますと|繰り返すと|もう一度言うと|改めて|"
	    "繰り返しますが|もう一度言いますが",
	"다시 정리하면|말하면", "한 번 더 말하면", "다시 한 번 말하면|정리하면",
	"สรุปอีกครั้ง|ขอย้ำอีกครั้ง|ย้ำอีกครั้ง|สรุปอีกที",
	NULL
};

/*
 * Is s[a..b), written in words alone, one of leads[]: a lead-in that
 * only says the value after it is said again?  Asked only for a line
 * after the answer whose value after its colon is the answer's.
 */
int
papo_frame_restate_lead(const char *s, size_t a, size_t b)
{
	struct papo_buf o = PAPO_BUF_INIT;
	size_t k;
	int found = 0;

	while (a < b && (s[a] == ' ' || s[a] == '*' || s[a] == '#'))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '*'))
		b--;
	if (b <= a || !words_alone(s, a, b))
		return 0;
	close_norm(s, a, b, &o);
	for (k = 0; leads[k] != NULL && !found; k++)
		found = o.len > 0 && close_match(leads[k], o.s, 0, o.len);
	papo_buf_release(&o);
	return found;
}

/*
 * A check's verdict said as a sentence of its own after the answer or
 * its check ("Check: 6 × 21 = 126. Correct.", "Probe: ... Stimmt.",
 * "验证：6×21=126。正确。"), by language ("@xx" before its entries),
 * each as close_norm writes it: only what says the check came out
 * right.  Read as the whole sentence only, never as the last words of
 * the value's own sentence ("42, to be confirmed"), and never
 * with a '?' or a digit in it; negated, asked or hedged ("Incorrect.",
 * "Correct?", "Almost correct.", "基本正确。") it is none
 * (tests/verify/hostile_verdict49.py).
 */
static const char *const verdicts[] = {
	"@en", "correct", "yes correct", "verified", "confirmed", "yes",
	"yes it is", "that matches", "it matches", "matches", "all good",
	"looks good", "that works", "it works", "perfect",
	"that's correct", "that’s correct", "it checks out",
	"this checks out", "that checks out", "checks out",
	"the answer checks out", "the result checks out",
	/* of the answer said before ("The answer is correct.", after
	   one of verdict_leads[]: "Thus, our answer is correct.") */
	"this is correct", "that is correct", "the answer is correct",
	"this answer is correct", "our answer is correct",
	"the final answer is correct", "our final answer is correct",
	"the result is correct", "this result is correct",
	"our result is correct", "the solution is correct",
	"this solution is correct", "our solution is correct",
	"the calculation is correct", "the calculations are correct",
	"the calculations are consistent", "the arithmetic is correct",
	"the computation is correct", "all the calculations are correct",
	"the answer is indeed correct", "our answer is indeed correct",
	"the calculations are consistent so the answer is correct",
	"the calculations are consistent so the answer is indeed correct",
	"the calculations are correct so the answer is correct",
	"@fr", "correct", "c'est correct", "c’est correct", "c'est juste",
	"c’est juste", "c'est exact", "c’est exact", "exact", "juste",
	"vérifié", "oui c'est correct", "oui c’est correct",
	"la réponse est correcte", "le résultat est correct",
	"@de", "stimmt", "richtig", "korrekt", "das stimmt", "das passt",
	"das ist richtig", "das ist korrekt", "ja das stimmt", "passt",
	"bestätigt", "die antwort ist richtig", "die antwort ist korrekt",
	"das ergebnis ist richtig", "das ergebnis ist korrekt",
	"@es", "correcto", "es correcto", "sí es correcto", "verificado",
	"comprobado", "exacto", "la respuesta es correcta",
	"el resultado es correcto",
	"@it", "corretto", "è corretto", "giusto", "è giusto", "verificato",
	"esatto", "la risposta è corretta", "il risultato è corretto",
	"@pt", "correto", "está correto", "certo", "está certo",
	"verificado", "exato", "a resposta está correta",
	"o resultado está correto",
	"@ru", "верно", "правильно", "сходится", "всё верно", "все верно",
	"всё правильно", "все правильно", "всё сходится", "все сходится",
	"да верно", "ответ верный", "ответ правильный",
	"@uk", "вірно", "правильно", "сходиться", "все вірно",
	"все правильно",
	"@pl", "poprawnie", "dobrze", "zgadza się", "wszystko się zgadza",
	"tak zgadza się",
	"@tr", "doğru", "evet doğru",
	"@vi", "đúng", "đúng rồi", "chính xác", "vậy là đúng",
	"@id", "benar", "betul", "tepat", "ya benar",
	"@sw", "sahihi", "ni sahihi",
	"@zh", "正确", "对", "没错", "无误", "正確", "對", "沒錯", "無誤",
	"验证正确", "驗證正確", "结果正确", "結果正確", "答案正确",
	"答案正確",
	"@ja", "正しい", "正しいです", "合っている", "合っています",
	"問題ない", "問題ありません", "答えは正しい", "答えは正しいです",
	"@ko", "맞다", "맞습니다", "맞아요", "정확합니다", "정확하다",
	"답이 맞습니다", "정답이 맞습니다",
	"@th", "ถูกต้อง",
	"@hi", "सही", "सही है",
	"@bn", "সঠিক",
	"@ar", "صحيح",
	"@te", "సరైనది",
	NULL
};

/*
 * The English connectives a verdict of verdicts[] may open with, as
 * close_norm writes them ("Thus, the answer is correct." is "thus the
 * answer is correct"): what follows is looked up in the English rows.
 */
static const char *const verdict_leads[] = { "so ", "thus ", "therefore ",
	"hence ", "so yes ", "yes ", NULL };

/* The languages of the rows of verdicts[] o[0..n) is, else 0; only the
   English rows with en. */
static unsigned
verdict_row(const char *o, size_t n, int en)
{
	const char *lang = "";
	size_t k;

	for (k = 0; verdicts[k] != NULL; k++)
		if (verdicts[k][0] == '@')
			lang = verdicts[k] + 1;
		else if (n > 0 && verdicts[k][0] == o[0] && (!en ||
		    strcmp(lang, "en") == 0) && n == strlen(verdicts[k]) &&
		    memcmp(o, verdicts[k], n) == 0)
			return papo_frame_lang_bit(lang);
	return 0;
}

unsigned
papo_frame_closing_verdict(const char *s, size_t a, size_t b)
{
	struct papo_buf o = PAPO_BUF_INIT;
	unsigned found = 0;
	size_t i, k, l;

	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\n' ||
	    s[b - 1] == '\r'))
		b--;
	if (b - a > 72)
		return 0;	/* longer than every verdict */
	for (i = a; i < b; i++)
		if (is_digit((unsigned char)s[i]) || s[i] == '?' ||
		    s[i] == '$' || s[i] == '\\' || (b - i >= 3 &&
		    memcmp(s + i, "\xef\xbc\x9f", 3) == 0))
			return 0;	/* a value, math, a question ("？") */
	close_norm(s, a, b, &o);
	found = verdict_row(o.s, o.len, 0);
	for (k = 0; verdict_leads[k] != NULL && !found; k++)
		if (o.len > (l = strlen(verdict_leads[k])) && memcmp(o.s,
		    verdict_leads[k], l) == 0)
			found = verdict_row(o.s + l, o.len - l, 1);
	papo_buf_release(&o);
	return found;
}
