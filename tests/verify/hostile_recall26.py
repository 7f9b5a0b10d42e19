#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall26.py: issue 26's lost signal, round 26 (h26-recall14):
right answers in the forms today's public models write them (reasoning
models' summaries after </think>, MGSM-style runs in other languages,
tool-use transcripts, multiple choice), each read as a committed
statement, with twins that hedge, deny, disown or name another value
never rewarded.

usage: hostile_recall26.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  think   a <think> block, then the summary DeepSeek-R1, QwQ and Qwen3
          end on ("**Final Answer**\\n\\\\[\\n\\\\boxed{42}\\n\\\\]", "The
          final answer is $\\\\boxed{42}$.", "### Final Answer", "**Answer:**
          42"), alone or followed by a chat model's closing offer ("Let
          me know if you'd like a more detailed explanation!", "Feel free
          to ask if you have more questions.", "If you need anything
          else, just let me know."); twins whose summary or closing line
          takes the answer back, doubts it or offers another value.
  mgsm    the answer sentences of MGSM-style runs in zh/ja/ko/fr/de/es/
          ru/th/sw/te/bn/pl, with native digits, decimal commas, units
          and currency ("따라서 답은 42달러입니다.", "したがって、答えは
          42ドルです。", "Wynik końcowy jest równy 42."); twins negated,
          hedged or asked in the same language.
  tool    tool-use transcripts: <answer> tags, "FINAL ANSWER: 42", a tool
          call and its output then the answer; twins that doubt the
          tool's output or give two values.
  mc      multiple choice: "The correct option is (B) 80.", "**B**",
          "Answer: B) 80", "答案：B", "正确答案是 B 项", "Ответ: Б", "(B)"
          alone; twins negated, hedged or naming two options.
Each right variant is also given with another value as its reference
(family "wrong"): never rewarded.  Family "open": right answers still
refused (a thousands separator papo-verify cannot tell from a decimal
mark; the question offers and the emoji after a closing remark are read
since round 27, hostile_recall27.py): counted, neither way a failure,
but never rewarded against another reference.
"""
import sys

import verify_run
from verify_run import add, other, right

VALUES = ["42", "7", "250"]
THINK = ("<think>\nOkay, so I need to add the amounts. Let me see: the "
         "first part, then the second. Hmm, wait, let me double-check. "
         "Yes, that works.\n</think>\n\n")
PRE = "We add the amounts step by step.\n\n"


# the summaries reasoning models end on (V the value)
SUMMARY = [
    "**Final Answer**\n\\[\n\\boxed{V}\n\\]",
    "**Final Answer**\n\\boxed{V}",
    "The final answer is $\\boxed{V}$.",
    "The final answer is: $\\boxed{V}$",
    "### Final Answer\n\n\\boxed{V}",
    "### Final Answer\n\n$$\n\\boxed{V}\n$$",
    "### ✅ Final Answer:\n$$\n\\boxed{V}\n$$",
    "**Answer:** V",
    "**Answer:** \\boxed{V}",
    "**Final Answer:** $\\boxed{V}$",
    "---\n\n**Final Answer:**  \n\\boxed{V}",
    "Therefore, the answer is $\\boxed{V}$.",
]
# the offers chat models close with
CLOSE = [
    "", "I hope this helps!",
    "Let me know if you'd like a more detailed explanation!",
    "Let me know if you would like a more detailed explanation.",
    "Let me know if you'd like a more detailed breakdown!",
    "Feel free to ask if you have more questions.",
    "Feel free to ask if you have any other questions!",
    "Let me know if you want me to break down any step further.",
    "Let me know if you want me to explain any step in more detail.",
    "Happy to help with anything else!",
    "Let me know if you have any other questions or need further "
    "assistance!",
    "Let me know if you have any more questions or need further help.",
    "If you need anything else, just let me know.",
    "If you need anything else, let me know!",
    "Let me know if you need help with anything else!",
    "Let me know if you'd like to see a different approach!",
    "Let me know if you'd like further explanation or have another "
    "question!",
    "Feel free to ask if you need further clarification!",
    "Let me know if anything needs clarification!",
    "Let me know if you'd like me to clarify anything!",
    "Let me know if you'd like more details!",
    "Have a great day!",
    "Let me know if you have any other math problems!",
    "Feel free to reach out with more questions!",
    "Let me know if you'd like me to walk through it again!",
    "I hope this clears things up!",
    "Let me know if there's anything else I can help with!",
    "Don't hesitate to ask if you have more questions!",
]
# refused before round 27 (hostile_recall27.py): a question offer, an
# emoji after a closing remark
CLOSE_OPEN = [
    "Would you like me to explain any step in more detail?",
    "Is there anything else you'd like to know?",
    "Hope that helps! 😊",
]
# closing lines that take the answer back, doubt it or name another
CLOSE_TWINS = [
    "Let me know if you'd like me to double-check, as I may have made a "
    "mistake.",
    "Let me know if this is wrong.",
    "Let me know if you get a different answer.",
    "Feel free to ask if you think the answer is wrong.",
    "Happy to help, though I'm not fully sure of this answer.",
    "Let me know if you'd like a more detailed explanation of why it "
    "might be W.",
    "If you need the exact value, let me know; this is an estimate.",
    "If you need anything else, just let me know. Actually, it is W.",
    "Wait, let me recheck: it should be W.",
    "Hmm, but I'm not sure this is right.",
    "Let me know if you'd like a more detailed explanation! (I might "
    "be off by one.)",
    "Let me know if you need help with anything else, like checking "
    "whether it is W!",
    "Let me know if you'd like to see a different approach, since this "
    "one may be wrong!",
    "Feel free to ask if you need further clarification, as I'm unsure!",
    "Let me know if anything needs clarification; it could be W.",
    "Have a great day! (The answer might be W.)",
    "Let me know if you'd like more details on why it is not V!",
    "Let me know if you'd like me to walk through it again, since I "
    "doubt it!",
    "I hope this clears things up, though W is also possible!",
    "Don't hesitate to ask if you think it is W!",
]
SUMMARY_TWINS = [
    "**Final Answer**\n\\[\n\\boxed{V}\n\\]\n\nWait, that's not right. "
    "The answer is W.",
    "The final answer is probably $\\boxed{V}$.",
    "I'm not sure, but the final answer might be $\\boxed{V}$.",
    "### Final Answer\n\n\\boxed{V} or \\boxed{W}",
    "**Answer:** not V",
    "**Answer:** V (unverified)",
    "The final answer is not $\\boxed{V}$.",
]


def think(vs):
    for v in VALUES:
        for s in SUMMARY:
            body = THINK + PRE + s.replace("V", v)
            for c in CLOSE:
                right(vs, "think", v, body + ("\n\n" + c if c else ""))
            for c in CLOSE_OPEN:
                right(vs, "think", v, body + "\n\n" + c, fam="open")
            for c in CLOSE_TWINS:
                add(vs, "think", "twin", v, body + "\n\n" + c.replace(
                    "W", other(v)).replace("V", v))
        for s in SUMMARY_TWINS:
            add(vs, "think", "twin", v, THINK + PRE + s.replace(
                "V", v).replace("W", other(v)))


# MGSM-style answer sentences, V the value (n: the value written in
# the language's digits; u: the unit or currency after it)
MGSM_RIGHT = [
    "答案是 V。", "所以答案为：$\\boxed{V}$", "因此，答案是 V。",
    "答案是 V 元。", "最终答案是 $\\boxed{V}$。",
    "따라서 답은 V입니다.", "정답은 V입니다.", "따라서 답은 V개입니다.",
    "따라서 답은 V달러입니다.", "따라서 답은 V원입니다.",
    "したがって、答えはVです。", "答え：V", "したがって、答えはV個です。",
    "したがって、答えはVドルです。", "したがって、答えはV円です。",
    "Donc, la réponse est V.", "La réponse finale est V.",
    "Donc, la réponse est V €.", "La réponse est donc V pommes.",
    "Die Antwort lautet V.", "Die Antwort lautet V €.",
    "Die endgültige Antwort ist V.", "Antwort: V",
    "La respuesta es V.", "La respuesta final es V.",
    "La respuesta es V dólares.", "Por lo tanto, la respuesta es "
    "$\\boxed{V}$.",
    "Итак, ответ: V.", "Окончательный ответ: V.", "Итак, ответ: V рублей.",
    "ดังนั้น คำตอบคือ V", "ดังนั้น คำตอบคือ V บาท",
    "Kwa hiyo, jibu ni V.", "Jibu la mwisho ni V.",
    "అందువల్ల, సమాధానం V.", "సమాధానం: V",
    "সুতরাং, উত্তর হল V।", "সুতরাং, উত্তর হল V টাকা।",
    "Wynik końcowy jest równy V.", "Wynik końcowy wynosi V.",
    "Odpowiedź końcowa: V", "Ostateczna odpowiedź: V.",
    "Ostateczny wynik to V.",
]
# native digits
DIGITS = {"bn": "০১২৩৪৫৬৭৮৯", "te": "౦౧౨౩౪౫౬౭౮౯", "th": "๐๑๒๓๔๕๖๗๘๙"}
NATIVE = [("bn", "সুতরাং, উত্তর হল V।"), ("te", "అందువల్ల, సమాధానం V."),
          ("th", "ดังนั้น คำตอบคือ V")]
# decimal commas and thousands separators: (reference, sentence)
NUMBERS = [
    ("12.5", "Die Antwort lautet 12,5 Euro."),
    ("12.5", "La réponse est 12,50 €."),
    ("12.5", "Итак, ответ: 12,5 рубля."),
    ("1250", "La respuesta es $1,250."),
    ("1250", "答案是 1,250 元。"),
    ("1250", "따라서 답은 1,250원입니다."),
    ("1250", "Donc, la réponse est 1 250."),
    ("1250", "Ответ: 1 250 рублей."),
]
NUMBERS_OPEN = [
    ("1250", "Donc, la réponse est 1 250 €."),
    ("1250", "Die Antwort lautet 1.250 €."),
    ("1250", "La respuesta es 1.250 €."),
]
MGSM_TWINS = [
    "答案不是 V。", "答案可能是 V。", "答案是 V 吗？", "答案大约是 V。",
    "답은 V가 아닙니다.", "답은 아마 V입니다.", "답은 V달러가 아닙니다.",
    "答えはVではありません。", "答えはおそらくVです。", "答えはVドルではありません。",
    "La réponse n'est pas V.", "La réponse est peut-être V.",
    "La réponse est environ V €.",
    "Die Antwort ist nicht V.", "Die Antwort ist vielleicht V.",
    "Die Antwort lautet nicht V €.",
    "La respuesta no es V.", "La respuesta es probablemente V.",
    "Ответ не V.", "Ответ, возможно, V.",
    "คำตอบไม่ใช่ V", "Jibu si V.",
    "Wynik końcowy nie jest równy V.", "Wynik końcowy może wynosić V.",
    "Wynik końcowy nie wynosi V.", "Czy wynik końcowy jest równy V?",
    "Wynik końcowy jest prawdopodobnie równy V.",
    "Ostateczny wynik to nie V.", "Odpowiedź końcowa: może V",
]


# an answer sentence then the closing offer a chat model writes in its
# language, and twins whose closing line doubts it or names another
MGSM_CLOSE = [
    ("答案是 V。", "如果你有其他问题，欢迎随时提问！"),
    ("答案是 V。", "如果您有其他问题，欢迎随时提问！"),
    ("したがって、答えはVです。", "他に質問があれば、お気軽にどうぞ！"),
    ("Die Antwort lautet V.", "Wenn du weitere Fragen hast, helfe ich "
     "gerne!"),
    ("Die Antwort lautet V.", "Wenn Sie noch Fragen haben, helfe ich "
     "gerne!"),
    ("答案是 V。", "如果还有问题，欢迎继续提问！"),
    ("答案是 V。", "如有疑问，请随时告诉我！"),
    ("答案是 V。", "希望我的解答对你有所帮助！"),
    ("答案是 V。", "祝你学习顺利！"),
    ("したがって、答えはVです。", "他に質問があれば、遠慮なく聞いてください。"),
    ("したがって、答えはVです。", "何か質問があれば教えてください！"),
    ("따라서 답은 V입니다.", "다른 질문이 있으면 알려주세요!"),
    ("따라서 답은 V입니다.", "도움이 되셨으면 좋겠습니다!"),
    ("Donc, la réponse est V.", "N'hésitez pas à poser d'autres "
     "questions !"),
    ("Donc, la réponse est V.", "Si vous avez d'autres questions, "
     "n'hésitez pas !"),
    ("Donc, la réponse est V.", "J'espère que cette explication vous "
     "aide !"),
    ("Die Antwort lautet V.", "Wenn du noch Fragen hast, frag gerne!"),
    ("Die Antwort lautet V.", "Lass mich wissen, wenn du weitere Fragen "
     "hast!"),
    ("Die Antwort lautet V.", "Falls du weitere Fragen hast, stehe ich "
     "gerne zur Verfügung."),
    ("La respuesta es V.", "Si tienes alguna otra pregunta, ¡házmelo "
     "saber!"),
    ("La respuesta es V.", "¡Que tengas un buen día!"),
    ("Итак, ответ: V.", "Если остались вопросы, обращайтесь!"),
    ("Итак, ответ: V.", "Если возникнут вопросы, обращайтесь!"),
    ("Portanto, a resposta é V.", "Se tiver mais alguma dúvida, fique à "
     "vontade para perguntar!"),
    ("Quindi, la risposta è V.", "Fammi sapere se hai altre domande!"),
]
MGSM_CLOSE_TWINS = [
    ("答案是 V。", "如果你有其他问题，欢迎随时提问！不过答案可能是 W。"),
    ("答案是 V。", "如果答案不对，欢迎随时提问！"),
    ("したがって、答えはVです。", "他に質問があれば、お気軽にどうぞ！でも答えはWかもしれません。"),
    ("Die Antwort lautet V.", "Wenn du weitere Fragen hast, helfe ich "
     "gerne! Vielleicht ist es aber W."),
    ("Die Antwort lautet V.", "Wenn die Antwort falsch ist, helfe ich "
     "gerne!"),
    ("答案是 V。", "如有疑问，请随时告诉我！答案也可能是 W。"),
    ("따라서 답은 V입니다.", "다른 질문이 있으면 알려주세요! 하지만 답은 W일 수도 있습니다."),
    ("Donc, la réponse est V.", "N'hésitez pas à poser d'autres "
     "questions ! Mais c'est peut-être W."),
    ("Die Antwort lautet V.", "Falls du weitere Fragen hast: vielleicht "
     "ist es W."),
    ("La respuesta es V.", "Si tienes alguna otra pregunta, ¡házmelo "
     "saber! Aunque quizás sea W."),
    ("Итак, ответ: V.", "Если остались вопросы, обращайтесь! Но, "
     "возможно, ответ W."),
    ("Quindi, la risposta è V.", "Fammi sapere se hai altre domande! "
     "Forse però è W."),
]


def native(v, lang):
    return "".join(DIGITS[lang][int(c)] for c in v)


def mgsm(vs):
    for v in VALUES:
        for t in MGSM_RIGHT:
            right(vs, "mgsm", v, PRE + t.replace("V", v))
        for lang, t in NATIVE:
            right(vs, "mgsm", v, PRE + t.replace("V", native(v, lang)))
        for t in MGSM_TWINS:
            add(vs, "mgsm", "twin", v, PRE + t.replace("V", v))
        for t, c in MGSM_CLOSE:
            right(vs, "mgsm", v, t.replace("V", v) + "\n\n" + c)
        for t, c in MGSM_CLOSE_TWINS:
            add(vs, "mgsm", "twin", v, t.replace("V", v) + "\n\n" +
                c.replace("W", other(v)))
    # alone: after an English line, "12,50" may group thousands
    for ref, t in NUMBERS:
        add(vs, "mgsm", "right", ref, t)
        add(vs, "mgsm", "wrong", "1251", t)
    for ref, t in NUMBERS_OPEN:
        add(vs, "mgsm", "open", ref, t)
        add(vs, "mgsm", "wrong", "1251", t)


TOOL_RIGHT = [
    "I'll compute it.\n\n<answer>V</answer>",
    "<answer>\nV\n</answer>",
    "I'll compute it.\n\nFINAL ANSWER: V",
    "Final Answer: V",
    "Let me call the calculator.\n\n```python\nprint(V)\n```\n```output\nV\n"
    "```\nThe answer is V.",
    "```python\nprint(V)\n```\n```output\nV\n```\nAnswer: \\boxed{V}",
    "Calling the tool.\n\n<tool_call>\n{\"name\": \"calculator\", "
    "\"arguments\": {\"expr\": \"V\"}}\n</tool_call>\n<tool_response>\nV\n"
    "</tool_response>\nThe answer is V.",
    "Thought: I will add.\nAction: calculator[V]\nObservation: V\n"
    "Thought: I now know the final answer.\nFinal Answer: V",
    "<answer>V</answer>\n\nLet me know if you need anything else.",
]
TOOL_TWINS = [
    "<answer>V or W</answer>",
    "FINAL ANSWER: V (not verified)",
    "```python\nprint(V)\n```\n```output\nV\n```\nThe tool returned V, but "
    "that seems wrong; the answer is W.",
    "Observation: V\nThought: that looks wrong.\nFinal Answer: unknown",
    "<answer>not V</answer>",
    "FINAL ANSWER: V?",
]


def tool(vs):
    for v in VALUES:
        for t in TOOL_RIGHT:
            right(vs, "tool", v, t.replace("V", v))
        for t in TOOL_TWINS:
            add(vs, "tool", "twin", v, t.replace("V", v).replace(
                "W", other(v)))


MC_PROBLEM = ("How many apples are in 4 boxes of 20?\n(A) 60\n(B) 80\n"
              "(C) 100\n(D) 120")
MC_RIGHT = [
    "The correct option is (B) 80.", "**B**", "Answer: B) 80", "答案：B",
    "正确答案是 B 项", "正确答案是 B 项。", "答案是 B 选项。", "正确答案是 B。",
    "故选 B。", "Let me check each option.\n\n(B)",
    "Let me check each option.\n\n**(B)**", "The correct answer is **B**.",
    "**Answer: B**", "Therefore, the correct choice is **(B) 80**.",
    "The answer is \\boxed{B}.", "ANSWER: B", "正解は B です。",
    "정답은 B입니다.", "La bonne réponse est B.",
    "Die richtige Antwort ist B.",
]
MC_TWINS = [
    "The correct option is not (B).", "It could be (B) or (C).",
    "Answer: B or C", "答案不是 B", "正确答案可能是 B 项", "答案是 B 或 C 项。",
    "Ответ: не Б", "Ответ: Б или В", "Maybe **B**.", "(B)?",
    "I'm not sure between (B) and (C).", "正确答案不是 B 项。",
    "答案是 B 项或 C 项。", "答案可能是 B 选项。", "B 项？",
]
# still refused where the options are Latin letters: a Cyrillic letter
# ("Б" is the second, but "В", the third, looks like B)
MC_OPEN = ["Ответ: Б"]


def mc(vs):
    for t in MC_RIGHT:
        right(vs, "mc", "B", PRE + t, MC_PROBLEM, wrong="D")
    for t in MC_OPEN:
        right(vs, "mc", "B", PRE + t, MC_PROBLEM, fam="open",
              wrong="D")
    for t in MC_TWINS:
        add(vs, "mc", "twin", "B", PRE + t, MC_PROBLEM)


def variants():
    vs = []
    think(vs)
    mgsm(vs)
    tool(vs)
    mc(vs)
    return vs


def main():
    verify_run.usage("hostile_recall26")
    vs = variants()
    out = verify_run.verdicts("hostile_recall26", vs, "--list" in sys.argv[1:])
    if out is None:
        return 0
    opened, vs, out = verify_run.apart(vs, out,
                                       lambda v, _: v["family"] == "open")
    whys = {}
    for v, o in opened:
        if o.get("r_out") != 1:
            k = (v["kind"], o.get("explain"))
            whys[k] = whys.get(k, 0) + 1
    for (kind, why), n in sorted(whys.items()):
        print("open (%s): %d refused: %s" % (kind, n, why))
    print("open: %d right answers still refused of %d" %
          (sum(o.get("r_out") != 1 for v, o in opened), len(opened)))
    return verify_run.score("hostile_recall26", vs, out,
                            verify_run.kind_family, verify_run.is_right,
                            what="right", width=12)


if __name__ == "__main__":
    sys.exit(main())
