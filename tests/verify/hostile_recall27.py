#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall27.py: issue 26's lost signal, round 27 (h26-recall15):
right answers followed by what chat models end on after them, each read
as a committed statement, with twins that doubt, deny or name another
value never rewarded.

usage: hostile_recall27.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  ask     a question offer after the answer, read whole ("Would you
          like me to explain any step in more detail?", "Is there
          anything else you'd like to know?", "Do you want me to check
          another example?", "需要我详细解释某一步吗？", "他に質問はありま
          すか？", "Möchten Sie, dass ich einen Schritt genauer erkläre?",
          "¿Quieres que te explique algún paso?", "Хотите, я объясню
          подробнее?"); twins: a question that doubts the answer ("Is
          that right?", "Or is it 43?", "Did I make a mistake?"), an
          offer followed by a doubt or another value.
  emoji   a friendly emoji at the very end after a closing remark
          ("Hope that helps! 😊"); twins: an emoji that doubts, denies
          or warns (🤔, ❌, ✗, ⚠️, 🙃), or one right after the value.
  remark  "Let me know if you'd like another example!", "Glad I could
          help!"; twins that name another value or doubt.
  prose   answers in prose with no answer phrase in ru and zh, the
          problem in their language ("所以珍妮特每天赚 18 美元。",
          "Итак, Джанет зарабатывает 18 долларов в день."); twins
          hedged, bounded, negated, asked or with two values.
  plan    a Terminus-2 agent's last line after its answer ("Plan: No
          further commands are needed. Submit the completed answer.");
          twins that plan a recheck, doubt or name another value.
Each right variant is also given with another value as its reference
(family "wrong"): never rewarded.  Family "open": right answers still
refused (a Russian prose answer whose name, "Джанет", an English
problem does not write; "FINAL ANSWER: 42 apples" with no problem
text, the cut rule's): counted, neither way a
failure, but never rewarded against another reference.
"""
import sys

import verify_run
from verify_run import add, other, right

VALUES = ["42", "7", "250"]
PRE = "We add the amounts step by step.\n\n"


# the answers the offers follow (V the value)
ANSWERS = [
    "The answer is V.",
    "**Final Answer**\n\\[\n\\boxed{V}\n\\]",
    "Therefore, the answer is $\\boxed{V}$.",
    "**Answer:** V",
]
ASK = [
    "Would you like me to explain any step in more detail?",
    "Would you like me to explain any step further?",
    "Is there anything else you'd like to know?",
    "Is there anything else you would like to ask?",
    "Do you want me to check another example?",
    "Would you like me to solve a similar problem?",
    "Would you like another example to practice?",
    "Would you like a more detailed explanation?",
    "Is there anything else I can help you with?",
    "Do you have any other questions?",
    "**Would you like me to explain any step in more detail?**",
]
# (answer sentence, offer) in the listed languages
ASK_LANG = [
    ("答案是 V。", "需要我详细解释某一步吗？"),
    ("答案是 V。", "还有其他问题吗？"),
    ("したがって、答えはVです。", "他に質問はありますか？"),
    ("したがって、答えはVです。", "もっと詳しく説明しましょうか？"),
    ("따라서 답은 V입니다.", "더 자세히 설명해 드릴까요?"),
    ("Die Antwort lautet V.", "Möchten Sie, dass ich einen Schritt "
     "genauer erkläre?"),
    ("Die Antwort lautet V.", "Hast du noch Fragen?"),
    ("La respuesta es V.", "¿Quieres que te explique algún paso?"),
    ("La respuesta es V.", "¿Tienes alguna otra pregunta?"),
    ("Итак, ответ: V.", "Хотите, я объясню подробнее?"),
    ("Donc, la réponse est V.", "Avez-vous d'autres questions ?"),
    ("Portanto, a resposta é V.", "Tem mais alguma dúvida?"),
    ("Quindi, la risposta è V.", "Hai altre domande?"),
]
# questions that doubt the answer, or offers that go on to doubt it
ASK_TWINS = [
    "Is that right?", "Or is it W?", "Did I make a mistake?",
    "Is the answer really V?", "Is V correct?", "Does that seem right?",
    "Would you like me to check whether it is W?",
    "Would you like me to explain why it might be W?",
    "Would you like me to double-check, since I may be wrong?",
    "Do you want me to check another example? It could be W.",
    "Would you like me to explain any step in more detail? I'm not sure "
    "about it.",
    "Is there anything else you'd like to know? Maybe it is W.",
    "Would you like me to explain any step in more detail? Or is it W?",
    "Is there anything else you'd like to know, or is it W?",
    "Would you like me to verify this?", "Could it be W?",
    "Wouldn't it be W?", "Am I right?", "Right?", "Correct?",
    "V?", "Is it V or W?",
]
ASK_LANG_TWINS = [
    ("答案是 V。", "需要我详细解释某一步吗？答案可能是 W。"),
    ("答案是 V。", "答案对吗？"),
    ("答案是 V。", "还是 W？"),
    ("したがって、答えはVです。", "他に質問はありますか？でも答えはWかもしれません。"),
    ("したがって、答えはVです。", "合っていますか？"),
    ("Die Antwort lautet V.", "Habe ich mich verrechnet?"),
    ("Die Antwort lautet V.", "Möchten Sie, dass ich einen Schritt "
     "genauer erkläre? Vielleicht ist es W."),
    ("La respuesta es V.", "¿Es correcto?"),
    ("La respuesta es V.", "¿Quieres que te explique algún paso? Quizás "
     "sea W."),
    ("Итак, ответ: V.", "Хотите, я объясню подробнее? Возможно, ответ W."),
    ("Итак, ответ: V.", "Или W?"),
    ("Donc, la réponse est V.", "Est-ce correct ?"),
]


def ask(vs):
    for v in VALUES:
        for a in ANSWERS:
            body = PRE + a.replace("V", v)
            for q in ASK:
                right(vs, "ask", v, body + "\n\n" + q)
            for q in ASK_TWINS:
                add(vs, "ask", "twin", v, body + "\n\n" + q.replace(
                    "W", other(v)).replace("V", v))
        for a, q in ASK_LANG:
            right(vs, "ask", v, PRE + a.replace("V", v) + "\n\n" + q)
        for a, q in ASK_LANG_TWINS:
            add(vs, "ask", "twin", v, PRE + a.replace("V", v) + "\n\n" +
                q.replace("W", other(v)).replace("V", v))


CLOSE = ["Hope that helps!", "I hope this helps!",
         "Let me know if you have any other questions!",
         "Would you like me to explain any step in more detail?",
         "Happy to help!"]
FRIENDLY = [" 😊", " 🙂", " 👍", " 🎉", " 😊😊", "😊", " ☺️", " ✨"]
APPROVE = [" 👍", " 🎉"]
# emoji that doubt, deny or warn, or that stand where they are no
# closing's
EMOJI_TWINS = [
    "Hope that helps! 🤔", "Hope that helps! ❌", "Hope that helps! ✗",
    "Hope that helps! ⚠️", "Hope that helps! 🙃", "Hope that helps! 😬",
    "Hope that helps! 🤷", "Hope that helps! 😊 🤔",
    "Hope that helps! 😊 Maybe W.", "Hope that helps! 😊 Or W?",
    "Is that right? 😊", "I might be wrong 😊",
]


def emoji(vs):
    for v in VALUES:
        for a in ANSWERS:
            body = PRE + a.replace("V", v)
            for c in CLOSE:
                for e in FRIENDLY:
                    right(vs, "emoji", v, body + "\n\n" + c + e)
            for t in EMOJI_TWINS:
                add(vs, "emoji", "twin", v, body + "\n\n" +
                    t.replace("W", other(v)))
        # right after the value: not after a closing remark, but for
        # one of approval or celebration, a check mark's kin (review 27
        # of issue 26: hostile_close27.py)
        for e in FRIENDLY + [" 🤔", " ❌"]:
            for r in (PRE + "The answer is " + v + e,
                      PRE + "The answer is " + v + "." + e):
                if e in APPROVE:
                    right(vs, "emoji", v, r)
                else:
                    add(vs, "emoji", "twin", v, r)


REMARK = ["Let me know if you'd like another example!",
          "Let me know if you'd like more examples.",
          "Let me know if you'd like another practice problem!",
          "Glad I could help!", "I'm glad I could help."]
REMARK_TWINS = [
    "Let me know if you'd like another example where it is W!",
    "Let me know if you'd like another example, since this may be "
    "wrong!",
    "Glad I could help, though it may be W!",
    "I could be wrong.", "Glad I could help! I could be off by one.",
    "Glad I could help, but I think it is W.",
    "Let me know if you'd like another example! For example, W.",
    "I could also say W.",
]


def remark(vs):
    for v in VALUES:
        for a in ANSWERS:
            body = PRE + a.replace("V", v)
            for c in REMARK:
                right(vs, "remark", v, body + "\n\n" + c)
            for t in REMARK_TWINS:
                add(vs, "remark", "twin", v, body + "\n\n" +
                    t.replace("W", other(v)))
    # an option letter "I" offered after a choice stays refused
    add(vs, "remark", "twin", "H", PRE + "The answer is H. I could also "
        "work.", "Pick one.\n(H) 4\n(I) 5")


# an agent's (Terminus-2) last line after its answer: its plan
PLAN = ["Plan: No further commands are needed. Submit the completed answer.",
        "Plan: No commands are needed; marking the task complete.",
        "Plan: The result has been derived and verified; no further "
        "commands are needed.",
        "Plan: Confirm task completion. No commands are needed."]
PLAN_TWINS = ["Plan: Recheck the answer; it may be W.",
              "Plan: No further commands are needed, but it may be W.",
              "Plan: Verify the answer.", "Plan: The answer is wrong.",
              "Plan: Submit W instead.", "Plan: Run the check again.",
              "Plan: No commands are needed; marking the task incomplete.",
              "Plan: Confirm task completion? Not sure."]


def plan(vs):
    for v in VALUES:
        body = "Analysis: Confirmed. Final answer: \\boxed{" + v + "}\n"
        for t in PLAN:
            right(vs, "plan", v, body + t)
        for t in PLAN_TWINS:
            add(vs, "plan", "twin", v, body + t.replace("W", other(v)))


JANET_EN = ("Janet's ducks lay 16 eggs per day. She eats three for "
            "breakfast every morning and bakes muffins for her friends "
            "every day with four. She sells the remainder at the farmers' "
            "market daily for $2 per fresh duck egg. How much in dollars "
            "does she make every day at the farmers' market?")
JANET_RU = ("Утки Джанет несут 16 яиц в день. Три она съедает на завтрак, "
            "а из четырёх печёт кексы. Остальные она продаёт на рынке по "
            "2 доллара за яйцо. Сколько долларов в день Джанет "
            "зарабатывает на рынке?")
JANET_ZH = ("珍妮特的鸭子每天下 16 个蛋。她每天早上吃三个，用四个给朋友做松饼。"
            "剩下的她每天在农贸市场以每个 2 美元的价格出售。她每天在农贸市场"
            "赚多少美元？")
# prose answers with no answer phrase, the problem in their language
# (MGSM-style), and twins hedged, bounded, negated or asked
PROSE = [
    ("Итак, Джанет зарабатывает V долларов в день.", JANET_RU),
    ("Джанет зарабатывает V долларов в день.", JANET_RU),
    ("所以珍妮特每天赚 V 美元。", JANET_ZH),
    ("所以她每天赚 V 美元。", JANET_ZH),
    ("因此，珍妮特每天挣 V 美元。", JANET_ZH),
    ("所以珍妮特每天赚了 V 美元。", JANET_ZH),
]
PROSE_TWINS = [
    ("所以珍妮特每天大约赚 V 美元。", JANET_ZH),
    ("所以珍妮特每天不赚 V 美元。", JANET_ZH),
    ("所以珍妮特每天可能赚 V 美元。", JANET_ZH),
    ("所以珍妮特每天赚 V 美元吗？", JANET_ZH),
    ("所以珍妮特每天至少赚 V 美元。", JANET_ZH),
    ("所以珍妮特每天赚 V 美元左右。", JANET_ZH),
    ("所以珍妮特每天赚不到 V 美元。", JANET_ZH),
    ("所以珍妮特每天赚 V 美元或 W 美元。", JANET_ZH),
    ("所以珍妮特每天赚超过 V 美元。", JANET_ZH),
    ("Итак, Джанет зарабатывает примерно V долларов в день.", JANET_RU),
    ("Итак, Джанет не зарабатывает V долларов в день.", JANET_RU),
    ("Итак, Джанет зарабатывает больше V долларов в день.", JANET_RU),
    ("Итак, Джанет зарабатывает V долларов в день?", JANET_RU),
    ("Итак, Джанет, возможно, зарабатывает V долларов в день.", JANET_RU),
]


def prose(vs):
    for v in ["18", "26"]:
        for t, p in PROSE:
            right(vs, "prose", v, PRE + t.replace("V", v), p)
        for t, p in PROSE_TWINS:
            add(vs, "prose", "twin", v, PRE + t.replace("V", v).replace(
                "W", other(v)), p)


OPEN = [
    ("18", "Итак, Джанет зарабатывает 18 долларов в день.", JANET_EN),
    ("42", "FINAL ANSWER: 42 apples", None),
]


def opened(vs):
    for ref, r, p in OPEN:
        add(vs, "open", "open", ref, PRE + r, p)
        add(vs, "open", "wrong", other(ref), PRE + r, p)


def variants():
    vs = []
    ask(vs)
    emoji(vs)
    remark(vs)
    plan(vs)
    prose(vs)
    opened(vs)
    return vs


def main():
    verify_run.usage("hostile_recall27")
    vs = variants()
    out = verify_run.verdicts("hostile_recall27", vs, "--list" in sys.argv[1:])
    if out is None:
        return 0
    op, vs, out = verify_run.apart(vs, out,
                                   lambda v, _: v["family"] == "open")
    for v, o in op:
        if o.get("r_out") != 1:
            print("open: refused: %r: %s" % (v["response"][-60:],
                                             o.get("explain")))
    print("open: %d right answers still refused of %d" %
          (sum(o.get("r_out") != 1 for v, o in op), len(op)))
    return verify_run.score("hostile_recall27", vs, out,
                            verify_run.kind_family, verify_run.is_right,
                            what="right", width=12)


if __name__ == "__main__":
    sys.exit(main())
