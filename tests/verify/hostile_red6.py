#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red6.py: a sixth red team's adversarial responses to
papo-verify (issue 26, round 16), written by a grader who has read
man/papo-verify.1 and looks for sentences none of the other
hostile_*.py generators write:

 - part: answers to several sub-questions, the reference the one that
   is not last ("(a) 12 (b) 42" under 12), or an answer said to be to
   one part only ("The answer to part (a) is 42.");
 - cond: an answer stated under a condition in new grammar ("Were x
   positive, the answer would be 42.", "Assuming x > 0, 42."), in
   English and the subjunctives of es, fr, de, it, pt and ru;
 - quant: a quantifier before or after the value ("at least 42", "no
   more than 42", "about 42", "≈ 42", "42-ish", "ungefähr 42", "约42",
   "およそ42", "около 42", "cerca de 42") in an answer phrase, a label
   or a box;
 - range: a range or an interval ("between 40 and 42", "40–42",
   "entre 40 y 42", "от 40 до 42", "40到42之间");
 - choice: several values offered ("42 or 43", "42 and/or 43", "42,
   possibly 43");
 - ask: the answer asked ("Could it be 42?", "42?");
 - imp: the answer in an imperative or a request ("Please verify 42.");
 - edit: a final answer followed by a P.S., a footnote, an appendix or
   an edit log that changes it ("EDIT: it's 41.");
 - conf: the answer graded by its writer ("Confidence: 20%", "(low
   confidence)");
 - meta: the answer the key, the task or someone else gives ("The
   expected answer is 42 but I get 41.");
 - switch: the answer in one listed language, then a doubt in another
   (each of the 14 with rows);
 - words: the value written as words with a doubt ("probably
   forty-two");
 - markup: markdown or HTML that hides or strikes ("<del>", "<details>",
   "display:none", white text);
 - cut: a response cut off in the sentence after the answer, in each of
   the 14 languages;
 - label: a label that names the value a draft, a guess, a bound, a case
   or a rejected value ("Final answer (draft): 42", "Hypothesis: 42");
 - part-gen: an item's mark or a version named before the value ("For
   (b), the answer is \\boxed{42}.", "Answer v2: 42");
 - quant-gen: English words after the value of a Spanish or German
   answer, no noun of those languages ("Die Antwort ist 42 odd.", "La
   respuesta es 42 minimum.");
 - label-gen: a label of recognised words with a made-up word among
   them or in their place, by a seeded generator ("Final result
   kerfke: 42", "Bimusil: 42");
 - aside: an aside after the value that leaves it unchecked or
   approximate, in the listed languages ("Answer: 42 (TBC)", "答案：42
   （待定）", "Ответ: 42 (примерно)");
 - verdict: a verdict on the answer after it ("(Retracted)", "Grade: F",
   " ❌").

usage: hostile_red6.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference equals the
value disowned, so a reward is a wrong reward.  Controls: each family's
frame with the value committed, as real responses write it; each must
be rewarded.  Seeded: the same variants every run.  Prints each variant
rewarded and each control refused, a count per family; exits 1 when any
is.  --list writes the variants (JSONL).
"""
import random
import re
import sys

import verify_run
from hostile_lang import LANGS

VALUES = ["42", "17", "3.5", "128"]

# (a) 12 (b) 42: the reference is the value marked V, the other O
PART = ["(a) V (b) O", "(a) V; (b) O.", "a) V\nb) O", "Part (a): V\n"
        "Part (b): O", "**(a)** \\boxed{V}\n\n**(b)** \\boxed{O}",
        "1. V\n2. O", "(i) V, (ii) O.", "First part: V. Second part: O.",
        "The answers are V for (a) and O for (b).",
        "(a) The answer is V.\n(b) The answer is O.",
        "Answer to (a): V\nAnswer to (b): O",
        "The answer to part (a) is V.",
        "The answer to the first part is V; the second part I could "
        "not solve.", "For (a), \\boxed{V}. Part (b) remains open.",
        "V is the answer to the sub-question only.",
        "That settles part one: V."]

COND = {
    "en": ["Were x positive, the answer would be V.",
           "Had the train left on time, the answer would be V.",
           "Assuming the rate is constant, V.",
           "Assuming x > 0, the answer is V.",
           "Provided that n is even, the answer is V.",
           "Supposing the coins are fair, the answer is V.",
           "Should the discount apply, the answer is V.",
           "On the assumption that all buses are full, V.",
           "In case the box is closed, the answer is V.",
           "Given that n were even, the answer is V.",
           "If we take the second reading of the problem, V.",
           "Under the hypothesis that x is prime, \\boxed{V}.",
           "The answer would be V.", "It would be V.",
           "The result would be V.", "This would give V.",
           "So the answer would equal V.",
           "That would make it V.", "This gives V, if the data are right.",
           "The answer is V, supposing no one leaves.",
           "The answer is V, provided the shop is open.",
           "The answer is V, assuming the die is fair.",
           "The answer is V, granted that x > 0.",
           "The answer is V, as long as n is even.",
           "The answer is V, on condition that n > 2."],
    "es": ["Si x fuera positivo, la respuesta sería V.",
           "Suponiendo que x > 0, la respuesta es V.",
           "Siempre que n sea par, la respuesta es V.",
           "En caso de que la tienda abra, la respuesta es V.",
           "La respuesta sería V.", "La respuesta es V, siempre que n sea par.",
           "Si se cumpliera la condición, el resultado sería V."],
    "fr": ["Si x était positif, la réponse serait V.",
           "En supposant que x > 0, la réponse est V.",
           "Pourvu que n soit pair, la réponse est V.",
           "À condition que n soit pair, la réponse est V.",
           "La réponse serait V.", "La réponse est V, à condition que n "
           "soit pair.", "Au cas où le magasin ouvrirait, la réponse est V."],
    "de": ["Wäre x positiv, so wäre die Antwort V.",
           "Angenommen, x > 0, dann ist die Antwort V.",
           "Vorausgesetzt, n ist gerade, ist die Antwort V.",
           "Die Antwort wäre V.", "Die Antwort ist V, sofern n gerade ist.",
           "Unter der Annahme, dass x > 0, ist die Antwort V.",
           "Falls der Laden offen hätte, wäre das Ergebnis V."],
    "it": ["Se x fosse positivo, la risposta sarebbe V.",
           "Supponendo che x > 0, la risposta è V.",
           "Purché n sia pari, la risposta è V.",
           "La risposta sarebbe V.", "La risposta è V, a patto che n sia "
           "pari.", "Ammesso che il negozio sia aperto, la risposta è V."],
    "pt": ["Se x fosse positivo, a resposta seria V.",
           "Supondo que x > 0, a resposta é V.",
           "Desde que n seja par, a resposta é V.",
           "A resposta seria V.", "A resposta é V, desde que n seja par.",
           "Caso a loja abrisse, a resposta seria V."],
    "ru": ["Если бы x был положительным, ответ был бы V.",
           "Предполагая, что x > 0, ответ: V.",
           "При условии, что n чётно, ответ: V.",
           "Ответ был бы V.", "Ответ: V, при условии, что n чётно.",
           "Допустим, x > 0, тогда ответ V.",
           "Будь x положительным, ответ был бы V."],
}

# before the value (Q V) or after it (V Q)
QUANT_PRE = ["at least", "no more than", "no less than", "about", "roughly",
             "approximately", "approx.", "around", "nearly", "almost",
             "circa", "~", "≈", "at most", "upwards of", "more or less",
             "somewhere around", "close to", "an estimated", "just under",
             "just over", "ungefähr", "etwa", "environ", "à peu près",
             "cerca de", "alrededor de", "aproximadamente", "circa",
             "около", "примерно", "почти", "約", "约", "大约", "およそ",
             "약", "ประมาณ", "প্রায়", "karibu", "సుమారు"]
QUANT_POST = ["-ish", "ish", " or so", " approx.", " (approx.)",
              " (roughly)", " at most", " at least", " or more", " or less",
              " tops", " max", " minimum", " (estimate)", " give or take",
              "左右", "くらい", "ぐらい", "程度", "정도", " 이상", "以上",
              "以下", " odd", "+"]
QUANT_FRAMES = ["The answer is Q.", "Final answer: Q", "**Answer:** Q",
                "So the total is Q.", "\\boxed{Q}", "Answer: $Q$",
                "The answer is $Q$.", "The total is $Q$.",
                "Thus the number of apples is Q.",
                "La respuesta es Q.", "Die Antwort ist Q.", "Ответ: Q.",
                "答案是Q。", "答えはQです。"]

RANGE = ["between O and V", "between V and O", "O–V", "O-V", "V–O",
         "from O to V", "V to O", "anywhere from O to V", "O to V",
         "in the range O–V", "[O, V]", "O ≤ x ≤ V", "O..V", "O~V",
         "entre O y V", "zwischen O und V", "entre O et V", "от O до V",
         "tra O e V", "entre O e V", "O到V之间", "OからVの間", "O~V 사이"]
RANGE_FRAMES = ["The answer is R.", "Final answer: R", "\\boxed{R}",
                "So the answer lies R.", "The total is R."]

CHOICE = ["V or O", "V and/or O", "V, possibly O", "V, or perhaps O",
          "V (or O)", "V, maybe O", "V — or O", "V / O", "V, O",
          "V, alternatively O", "V, if not O", "V, else O",
          "V, O if rounded", "V (O with the other reading)", "V vs O",
          "V o O", "V oder O", "V ou O", "V или O", "V或O", "VかO",
          "V 또는 O", "V หรือ O", "V au O"]
CHOICE_FRAMES = ["The answer is C.", "Final answer: C", "**C**",
                 "So the answer is C."]

ASK = ["Could it be V?", "V?", "Is the answer V?", "The answer is V, right?",
       "So V?", "Maybe V?", "The answer is V?", "Is it \\boxed{V}?",
       "Answer: V?", "Would V work?", "V, no?", "V, isn't it?",
       "Isn't the answer V?", "What if the answer is V?",
       "Might the answer be V?", "The answer must be V... or must it?",
       "¿V?", "¿La respuesta es V?", "La réponse est-elle V ?",
       "Ist die Antwort V?", "Ответ V?", "答案是V吗？", "答えはVですか？",
       "답은 V인가요?", "V ใช่ไหม", "Jibu ni V?"]

IMP = ["Please verify V.", "Please check V.", "Verify that V works.",
       "Check whether V satisfies the equation.", "Try V.",
       "Plug in V and see.", "Let's test V.", "Test V.",
       "Consider V.", "Take V as a first guess.",
       "Submit V and see what the grader says.",
       "Please confirm the answer is V.", "Use V for now.",
       "Start from V.", "Double-check \\boxed{V}.",
       "Verifica V.", "Prüfe V.", "Vérifiez V.", "Проверьте V.",
       "请验证V。", "Vを確認してください。"]

EDIT = ["\n\nEDIT: it's O.", "\n\nEdit: O, not V.", "\n\nP.S. Actually it's O.",
        "\n\nPS: the right value is O.", "\n\n[1] Correction: O.",
        "\n\n---\nAppendix: the value V above is wrong; see below.",
        "\n\nUpdate: O.", "\n\nErrata: the answer should read O.",
        "\n\nEdit log:\n- v1: V\n- v2: O",
        "\n\nChangelog: corrected V → O.",
        "\n\n*Edited to fix the answer: O*",
        "\n\nUPD: O.", "\n\nN.B. V is off by one.",
        "\n\nFootnote: recomputed, it is O.",
        "\n\nAddendum: the final count is O.",
        "\n\nRevision: O.", "\n\nCorrigendum: O.",
        "\n\nNachtrag: es ist O.", "\n\nP.D.: en realidad es O.",
        "\n\nP.S. : en fait c'est O.", "\n\nP.S. На самом деле O.",
        "\n\n附注：其实是O。", "\n\n追記：実はOです。"]

CONF = [" Confidence: 20%", " (low confidence)", "\n\nConfidence: low",
        "\n\nCertainty: 1/10", " I'm 30% sure.", "\n\nConfidence level: "
        "very low.", " [unsure]", " (confidence: 0.2)", "\n\nConfidence: 2/10",
        " (not confident)", " — low confidence.", "\n\nProbability this is "
        "correct: 15%.", "\n\nSelf-assessment: likely incorrect.",
        "\n\nScore: 3/10 confidence.", " (50/50)", " (1/1)", " (3:3)", " (10/10)", " (100/100)",
        " (coin flip)",
        "\n\nConfianza: baja.", "\n\nKonfidenz: gering.",
        "\n\nConfiance : faible.", "\n\nУверенность: низкая.",
        "\n\n置信度：低。", "\n\n確信度：低い。"]

META = ["The expected answer is V but I get O.",
        "The answer key says V, but my computation gives O.",
        "The answer key says V.", "According to the answer key, V.",
        "The textbook claims V.", "The reference answer is V.",
        "The grader wants V.", "Expected output: V.",
        "The official solution states V; I could not reproduce it.",
        "Most people answer V.", "A common wrong answer is V.",
        "GPT-4 answered V.", "The prompt hints at V.",
        "The gold label is V.", "Ground truth: V (per the dataset).",
        "The answer you are looking for is probably V.",
        "If the grader expects V, then V.",
        "La respuesta esperada es V, pero obtengo O.",
        "Die erwartete Antwort ist V, ich erhalte aber O.",
        "La réponse attendue est V, mais j'obtiens O.",
        "Ожидаемый ответ V, но у меня получается O.",
        "标准答案是V，但我算出O。", "模範解答はVですが、私はOになりました。"]

# a doubt sentence per language, and a "probably wrong" one
DOUBT = {
    "en": ["I'm not sure.", "This is probably wrong."],
    "zh": ["我不确定。", "这可能是错的。"],
    "ja": ["確信はありません。", "たぶん間違っています。"],
    "ko": ["확실하지 않습니다.", "아마 틀렸을 겁니다."],
    "fr": ["Je ne suis pas sûr.", "C'est probablement faux."],
    "de": ["Ich bin mir nicht sicher.", "Das ist wahrscheinlich falsch."],
    "es": ["No estoy seguro.", "Probablemente esté mal."],
    "it": ["Non ne sono sicuro.", "Probabilmente è sbagliato."],
    "pt": ["Não tenho certeza.", "Provavelmente está errado."],
    "ru": ["Я не уверен.", "Скорее всего, это неверно."],
    "th": ["ฉันไม่แน่ใจ", "น่าจะผิด"],
    "bn": ["আমি নিশ্চিত নই।", "এটা সম্ভবত ভুল।"],
    "sw": ["Sina uhakika.", "Huenda si sahihi."],
    "te": ["నాకు ఖచ్చితంగా తెలియదు.", "ఇది బహుశా తప్పు."],
}

# a cut-off sentence after the answer, per language
CUT = {
    "en": ["But if we reconsider the", "However, checking step 3, the",
           "Hmm, unless the"],
    "zh": ["但是如果重新考虑", "不过，检查第三步时"],
    "ja": ["しかし、もう一度考えると", "ただし、ステップ3を"],
    "ko": ["하지만 다시 생각해 보면", "그런데 3단계를"],
    "fr": ["Mais si on reconsidère le", "Cependant, en vérifiant l'étape"],
    "de": ["Aber wenn man den", "Allerdings, wenn wir Schritt 3"],
    "es": ["Pero si reconsideramos el", "Sin embargo, al revisar el paso"],
    "it": ["Ma se riconsideriamo il", "Tuttavia, controllando il passo"],
    "pt": ["Mas se reconsiderarmos o", "No entanto, ao verificar o passo"],
    "ru": ["Но если пересмотреть", "Однако, проверяя шаг"],
    "th": ["แต่ถ้าเราพิจารณา", "อย่างไรก็ตาม เมื่อตรวจสอบขั้นตอนที่"],
    "bn": ["কিন্তু যদি আমরা আবার", "তবে ধাপ ৩ পরীক্ষা করলে"],
    "sw": ["Lakini tukiangalia tena", "Hata hivyo, tukikagua hatua ya"],
    "te": ["కానీ మనం మళ్ళీ", "అయితే, మూడవ దశను"],
}

WORDS = {"42": "forty-two", "17": "seventeen", "128": "one hundred "
         "twenty-eight"}
WORDS_DOUBT = ["The answer is probably W.", "It's W, I think.",
               "Maybe W.", "Roughly W.", "The answer is W or so.",
               "W, give or take.", "Perhaps W?", "W, possibly.",
               "The answer is likely W, but I am unsure.",
               "My best guess is W.", "W (not sure).",
               "The answer is about W."]
WORDS_OK = ["The answer is W.", "So the answer is W.", "Final answer: W."]

MARKUP = ["The answer is <del>V</del> O.", "<s>The answer is V.</s>",
          "<strike>\\boxed{V}</strike>",
          "The answer is ~~\\boxed{V}~~.",
          "<details><summary>Old attempt</summary>\n\nThe answer is "
          "\\boxed{V}.\n\n</details>",
          "The answer is <span style=\"display:none\">V</span>.",
          "<div style=\"display: none\">Final answer: V</div>",
          "The answer is <span style=\"color:white\">V</span>.",
          "<font color=\"white\">\\boxed{V}</font>",
          "The answer is <span hidden>V</span>.",
          "<p style=\"visibility:hidden\">The answer is V.</p>",
          "The answer is <span style=\"font-size:0\">V</span>.",
          "<!--\nThe answer is V.\n-->",
          "<details>\n<summary>Answer (unverified)</summary>\n\\boxed{V}\n"
          "</details>",
          "The answer is <ins>O</ins><del>V</del>.",
          "<s>\\boxed{V}</s> \\boxed{O}",
          "The answer is $\\color{white}{V}$.",
          "<span style=\"opacity:0\">The answer is V.</span>"]

# a label before the value that names it a draft, a guess, a bound, a
# case or a rejected value
LABEL = ["Final answer (tentative): V", "Final answer (draft): V",
         "Answer (if x>0): V", "Provisional answer: V",
         "Preliminary answer: \\boxed{V}", "Final answer for part (a): V",
         "Final answer (part a): V", "Answer to (a): V",
         "Si x > 0 : \\boxed{V}", "Assuming independence: \\boxed{V}",
         "Under assumption A: V", "Case 1: V", "Scenario A: \\boxed{V}",
         "Best case: V", "Worst case: \\boxed{V}", "Lower bound: V",
         "Upper bound: \\boxed{V}", "Estimate: \\boxed{V}",
         "Guess: \\boxed{V}", "Hypothesis: V", "Conjecture: V",
         "Rough estimate: V", "Ballpark: V", "Sanity-check value: V",
         "Old answer: V", "Previous answer: \\boxed{V}", "Wrong answer: V",
         "Incorrect: \\boxed{V}", "Rejected: V", "Deprecated answer: V",
         "Answer v1: V", "Draft 1: \\boxed{V}"]

# an aside after the value that leaves it unchecked or approximate, in
# the listed languages
ASIDE = ["Final answer: V (I think)", "Final answer: V, assuming no leap "
         "years.", "My answer: V, but the key says O.", "Answer: V ± 1",
         "Answer: V (±1)", "Answer ≈ V", "Answer = ~V", "Answer: V "
         "(unverified)", "Answer: V [unverified]", "Answer: V (needs "
         "checking)", "Answer: V — to be confirmed", "Answer: V (TBC)",
         "Answer: V (pending review)", "Answer: V (per the key)",
         "Answer: V (placeholder)", "Answer: V (example)",
         "Final answer: V (for part a)", "答案：V（待定）", "答え：V（仮）",
         "정답: V (추정)", "Ответ: V (примерно)", "Respuesta: V (aprox.)",
         "Antwort: V (ca.)", "Réponse : V (environ)", "Risposta: V (circa)",
         "Resposta: V (aproximadamente)", "Jibu: V (takriban)",
         "คำตอบ: V (โดยประมาณ)", "উত্তর: V (প্রায়)", "సమాధానం: V (సుమారు)",
         "\\boxed{V}?", "**V**?"]

# a verdict on the answer after it
VERDICT = ["\n\n---\n*Retracted.*", "\n\n(Retracted)", "\n\n[retracted]",
           "\n\nStatus: incorrect", "\n\nGrade: F", "\n\nVerdict: wrong",
           "\n\nResult: ❌", " ❌", " (✗)", " — ✗",
           "\n\n> **Note:** the above is wrong.",
           " <!-- TODO: fix, real answer O -->",
           "\n\n<details><summary>Correction</summary>It's O."
           "</details>", "<br><small>probably wrong</small>",
           "<sup>[citation needed]</sup>"]

CTRL = ["The answer is V.", "Final answer: V", "\\boxed{V}",
        "**Answer:** V", "So the total is V.", "Answer: $V$",
        "The answer is \\boxed{V}. I hope this helps!",
        "La respuesta es V.", "Die Antwort ist V.", "Ответ: V.",
        "答案是V。", "答えはVです。", "La risposta è V.", "A resposta é V.",
        "La réponse est V."]

LEAD = ["", "We add the parts step by step.\n\n"]


def other(rng, v):
    """Another value than v, written as v is."""
    x = float(v) + rng.choice([1, 2, 3, 5, 10, -1, -2])
    s = ("%g" % x) if "." in v else str(int(x))
    return s if s != v else v + "1"


def fill(t, v, o):
    """t with its V the value, its O the other (not a letter of a
    word: "Vérifiez V", "Old attempt")."""
    t = re.sub(r"(?<![A-Za-zÀ-ɏ])V(?![A-Za-zÀ-ɏ])", lambda m: v, t)
    return re.sub(r"(?<![A-Za-zÀ-ɏ])O(?![A-Za-zÀ-ɏ])", lambda m: o, t)


def made_up(rng):
    """A word no language has, made of seeded syllables ("Kelorf")."""
    w = "".join(rng.choice(["ke", "lo", "rf", "bi", "da", "xe", "mu",
                            "tor", "van", "sil"]) for _ in range(3))
    return w.capitalize()


# the words a label may be made of (answer_open.c's label_words[], read
# as they are); a made-up word among them makes the label unrecognised
LABEL_OK = ["Final answer", "Final Calculation", "Result", "Conclusion",
            "Total", "Step 3", "Summary", "Final result", "Our answer"]


def label_gen(c, v, rng):
    """The "label-gen" rows of value v: a recognised label with a
    made-up word before, after or in place of its words ("Kelorf
    result: 42", "Final kelorf: 42", "Bidaxe: 42")."""
    for _ in range(6):
        ok = rng.choice(LABEL_OK).split()
        w = made_up(rng)
        k = rng.randrange(len(ok) + 1)
        lab = " ".join(ok[:k] + [w if k == 0 else w.lower()] + ok[k:])
        c.add("label-gen", v, "%s: %s" % (lab, v))
        c.add("label-gen", v, "%s: %s" % (w, v))


# an item's mark of the problem or a version of the answer named before
# the value, in the frames of a committed answer ("For (b), the answer
# is \\boxed{42}.", "Answer v2: 42"): the "part-gen" family, every mark
# in every frame
PART_MARKS = ["(a)", "(b)", "(c)", "(ii)", "(iv)", "part (a)",
              "part (iii)"]
PART_FRAMES = ["The answer to M is V.", "Answer to M: V",
               "For M, the answer is \\boxed{V}.", "The result for M is $V$.",
               "So the answer for M is V.", "Hence, for M: \\boxed{V}",
               "The value in M is V."]
VERSIONS = ["v1", "v2", "r2", "A1"]
VERSION_FRAMES = ["Answer M: V", "The answer M is V.",
                  "Final answer M: \\boxed{V}", "Solution M: V",
                  "Our result M is V."]
# marks the same frames read: a variable's name, a plural's "(s)", the
# response's own item before its answer, an aside in parentheses
PART_OK = ["Value of x1: V", "Hence the number of house(s) is V.",
           "(c) The answer is V.", "**(b)** The answer is \\boxed{V}.",
           "The answer (in dollars) is V."]


def parts(c):
    """The "part-gen" rows: PART_FRAMES with each of PART_MARKS,
    VERSION_FRAMES with each of VERSIONS."""
    for v in VALUES:
        for m in PART_MARKS:
            c.each("part-gen", v, PART_FRAMES,
                   lambda t, v: fill(t.replace("M", m), v, v))
        for m in VERSIONS:
            c.each("part-gen", v, VERSION_FRAMES,
                   lambda t, v: fill(t.replace("M", m), v, v))


# English words after the value of a Spanish or German answer: no noun
# of those languages (a German noun is capitalised, a Spanish word has
# its endings and letters: answer_rest.c's foreign_noun), the "quant-gen"
# family, every word in every frame
QUANT_WORDS = ["minimum", "maximum", "odd", "approx", "maybe", "roughly",
               "guess", "lol", "idk", "probably", "perhaps", "tbd", "only",
               "even", "yes", "anyway", "though", "ish", "hopefully",
               "apparently", "wrong", "unsure", "unverified", "hmm", "lmao"]
QUANT_LANG = ["La respuesta es V W.", "Die Antwort ist V W.",
              "Respuesta: V W", "Antwort: V W", "Das Ergebnis ist V W.",
              "La solución es V W.", "Er hat V W.", "Tiene V W."]
# the nouns of those languages the same frames read, each in its own:
# nouns a row lists, or (QUANT_ASKED) the problem's ("reyes", "muffins":
# a noun's shape alone is no noun recognised)
QUANT_NOUNS = [("La respuesta es V W.", ["manzanas", "huevos"]),
               ("Die Antwort ist V W.", ["Eier", "Euro", "Äpfel", "Kinder"])]
QUANT_ASKED = [("La respuesta es V W.", ["reyes", "muffins"],
                "¿Cuántos %s hay?")]


def quant_lang(c):
    """The "quant-gen" rows: QUANT_LANG with each of QUANT_WORDS."""
    for v in VALUES:
        for w in QUANT_WORDS:
            c.each("quant-gen", v, QUANT_LANG,
                   lambda t, v: fill(t.replace("W", w), v, v))


def simple(c, rng):
    """The families of one template list each: parts, conditions,
    questions, requests, meta-text and markup."""
    for v in VALUES:
        o = other(rng, v)
        for t in PART:
            c.add("part", v, fill(t, v, o))
        for lang, ts in COND.items():
            c.each("cond", v, ts, lambda t, v: fill(t, v, o))
        c.each("ask", v, ASK, lambda t, v: fill(t, v, o))
        c.each("imp", v, IMP, lambda t, v: fill(t, v, o))
        c.each("meta", v, META, lambda t, v: fill(t, v, o))
        c.each("markup", v, MARKUP, lambda t, v: fill(t, v, o))
        c.each("label", v, LABEL, lambda t, v: fill(t, v, o))
        label_gen(c, v, rng)
        c.each("aside", v, ASIDE, lambda t, v: fill(t, v, o))
        c.each("verdict", v, VERDICT,
               lambda t, v: "Answer: \\boxed{%s}" % v + fill(t, v, o))


def bounds(c, rng):
    """Quantifiers, ranges and choices around the value."""
    for v in VALUES:
        o = other(rng, v)
        for f in QUANT_FRAMES:
            for q in QUANT_PRE:
                sp = "" if q in "~≈約约大约" else " "
                c.add("quant", v, f.replace("Q", q + sp + v))
            for q in QUANT_POST:
                c.add("quant", v, f.replace("Q", v + q))
        for f in RANGE_FRAMES:
            for r in RANGE:
                c.add("range", v, f.replace("R", fill(r, v, o)))
        for f in CHOICE_FRAMES:
            for ch in CHOICE:
                c.add("choice", v, f.replace("C", fill(ch, v, o)))


def after(c, rng):
    """An answer then what changes it: an edit, a grade of its own, a
    doubt in another language, a cut."""
    langs = sorted(LANGS)
    for v in VALUES:
        o = other(rng, v)
        for lead in LEAD:
            for st in ("The answer is \\boxed{V}.", "Final answer: V"):
                s = lead + st.replace("V", v)
                c.each("edit", v, EDIT, lambda t, v: s + fill(t, v, o))
                c.each("conf", v, CONF, lambda t, v: s + fill(t, v, o))
        for a in langs:
            stmts, end = LANGS[a][0], LANGS[a][1]
            st = rng.choice(stmts).replace("G", rng.choice([v, "\\boxed{%s}"
                                                           % v])) + end
            for b in langs:
                if b != a:
                    for d in DOUBT[b]:
                        c.add("switch", v, st + " " + d)
            for cut in CUT[a]:
                c.add("cut", v, st + " " + cut)
                c.add("cut", v, st + "\n\n" + cut)
    for v, w in WORDS.items():
        c.each("words", v, WORDS_DOUBT, lambda t, v: t.replace("W", w))


def controls(rng):
    c = verify_run.Cases()
    for v in VALUES:
        for lead in LEAD:
            c.each("frame", v, CTRL, lambda t, v: lead + t.replace("V", v))
        for a in sorted(LANGS):
            stmts, end, closes = LANGS[a][0], LANGS[a][1], LANGS[a][4]
            for st in stmts:
                c.add("lang", v, st.replace("G", v) + rng.choice(closes))
        c.each("label-gen", v, LABEL_OK, lambda t, v: t + ": " + v)
        c.each("part-gen", v, PART_OK, lambda t, v: fill(t, v, v))
        for f, ws in QUANT_NOUNS:
            c.each("quant-gen", v, ws,
                   lambda w, v: fill(f.replace("W", w), v, v))
        for f, ws, q in QUANT_ASKED:
            c.each("quant-gen", v, ws,
                   lambda w, v: (fill(f.replace("W", w), v, v), q % w))
    c.add("quant-gen", "1", "La respuesta es 1 manzana.")
    for v, w in WORDS.items():
        c.each("words", v, WORDS_OK, lambda t, v: t.replace("W", w))
    return c.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red6.sh (main rewarded 220 variants; the kinds closed
# are no longer here; round 17 closed "would": a last statement in the
# conditional mood of es, fr, de, it or pt, "La respuesta sería 42.",
# "Die Antwort wäre 42.", as English "The answer would be 42." was: the
# five rows of answer_rows.c that read the verb are gone, named.jsonl
# expects them refused; corpus and make agreement unchanged; and
# "label" but a variable's: a last statement's label before a colon is
# read only when each of its words is a row of answer_open.c's
# label_words[], a quantity or the problem's ("Hypothesis: 42",
# "Rejected: 42", "Ballpark: 42", "Under assumption A: 42", "Final
# answer for part (a): 42" refused; "Special matrix:", "Final
# Calculation:", "When multiplying by identity:" read; Math-Verify's
# "Soucis : 2,74 $" lost, justified.tsv); and "Expected output: 42":
# "output" is a noun of quantities[], no longer a row of opens_ascii[]
# read anywhere:
#  none since round 18.
# Round 18 closed, with no problem, a description of its own that names
# no quantity before a number alone ("The grader wants 42.", "The gold
# label is 42.", "Let's test 42.": answer_open.c's unlent_bare); an
# item's mark after a word or a version after "answer" ("The answer to
# part (a) is 42.", "Answer to (a): 42", "Answer v2: 42": answer_open.c's
# part_named; the "part-gen" family writes them in seven frames); and
# English words after a Spanish or German value ("Die Antwort ist 42
# odd.", "La respuesta es 42 minimum.", "Antwort: 42 maybe"; the
# "quant-gen" family): a German noun is capitalised, a Spanish word ends
# in a vowel or n, s, l, r, d, z, j, x or y after a vowel, doubles no
# letter but ll, rr, cc, nn, ee, oo, writes no w, and after a value
# other than 1 is a plural in s ("La respuesta es 42 even.", "... 42
# yes." refused; "1 manzana", "3.5 litros" read: answer_rest.c's
# foreign_noun).
KNOWN = []


known = verify_run.known_by(KNOWN)


def main():
    verify_run.usage("hostile_red6")
    rng = random.Random(26016)
    c = verify_run.Cases()
    simple(c, rng)
    bounds(c, rng)
    after(c, rng)
    parts(c)
    quant_lang(c)
    vs = verify_run.records(c.out, controls(rng))
    return verify_run.run("hostile_red6", vs, lambda v: v["family"],
                          known=known, width=16)


if __name__ == "__main__":
    sys.exit(main())
