#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red8.py: the wrong rewards an eighth red team found by hand
(issue 26, round 7 of h15-red7's report), each a family of generated
variants:

 - attrib: the answer's own sentence says whose value it is ("There
   are \\boxed{42} apples according to Bob.", "**42** per the hint.",
   "**42** is what the key says", "42 (as the textbook claims)"), in
   en, es, fr, de and pt, and under a problem that names Bob;
   attrib-echo the same when the response wrote "According to" before;
 - contra: a later value in the same sentence that contradicts it
   ("There are **42** apples in the first box and 41 in total.");
 - turn: a new chat turn after the answer ("<|im_start|>user\\nNo,
   it's 41", "\\nHuman: wrong\\nAssistant: 41"): the text of another
   turn does not count, and a turn that speaks after the answer is not
   a committed ending;
 - deg: a value in degrees against a reference in radians
   ("\\boxed{\\pi^\\circ}" against \\pi: another number);
 - pct: a percentage against a plain reference ("0.5%" against 0.5: a
   percent sign is a factor of 1/100 unless the reference is a
   percent);
 - emoji: an emoji glued to the value of a last statement.

usage: hostile_red8.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference is the value
disowned (or not equal to the form stated), so a reward is a wrong
reward.  Controls: the same shapes committed ("There are \\boxed{42}
apples.", "<|im_end|>" alone after the answer, 50% against 0.5,
90^\\circ against 90^\\circ); each must be rewarded.  Holes left are
listed in KNOWN and counted apart; the test caps them.  Prints each
variant rewarded and each control refused, a count per family; exits
1 when any is.  --list writes the variants (JSONL).
"""
import sys

import verify_run

VALUES = ["42", "7", "128", "15"]

# {v} the value, {o} another
ATTRIB = [
    "There are \\boxed{{{v}}} apples according to Bob.",
    "There are {v} apples, according to the hint.",
    "**{v}** per the hint.",
    "**{v}** is what the key says",
    "**{v}** is what the answer key says.",
    "The answer is {v}, according to the answer key.",
    "The answer is **{v}** according to my teacher.",
    "{v} (as the textbook claims)",
    "The answer is {v} (as the textbook claims).",
    "The answer is \\boxed{{{v}}}, or so the hint says.",
    "The answer is **{v}**, as my friend claims.",
    "Hay \\boxed{{{v}}} manzanas según Bob.",
    "La respuesta es **{v}**, según la pista.",
    "Il y a \\boxed{{{v}}} pommes selon Bob.",
    "La réponse est **{v}** d'après l'indice.",
    "Es gibt \\boxed{{{v}}} Äpfel laut Bob.",
    "Die Antwort ist **{v}**, laut dem Lösungsschlüssel.",
    "A resposta é **{v}**, segundo o gabarito.",
]
ATTRIB_KEPT = [
    "There are \\boxed{{{v}}} apples.",
    "**{v}**",
    "The answer is {v}.",
    "Hay \\boxed{{{v}}} manzanas.",
    "Il y a \\boxed{{{v}}} pommes.",
    "Es gibt \\boxed{{{v}}} Äpfel.",
    "A resposta é **{v}**.",
]
CONTRA = [
    "There are **{v}** apples in the first box and {o} in total.",
    "There are \\boxed{{{v}}} apples in the first box and {o} in total.",
    "The first box holds **{v}** apples, so the total is {o}.",
    "Hay **{v}** manzanas en la primera caja y {o} en total.",
    "Il y a **{v}** pommes dans la première boîte et {o} au total.",
    "There are **{v}** apples in the first box and {o} apples in total.",
    "There are \\boxed{{{v}}} apples in one box and $ {o} $ apples in all.",
]
CONTRA_KEPT = [
    "There are **{v}** apples in total.",
    "The first box holds 3 apples, so the total is **{v}**.",
    "Therefore there are $\\boxed{{{v}}}$ apples, with $n=3$ boxes.",
    "The remainder is $\\boxed{{{v}}} \\pmod{{1000}}$.",
    "Thus, there are **{v}** integers from 1 to 100 with a digit 6.",
    "So there are **{v} distinct** $2 \\times 2$ cubes from 8 colors.",
]
# an attribution after the box's noun under a problem that names Bob
# (his name is the problem's word, "according" is not): {v} the value,
# {w} twice it
ATTRIB_PROBLEM = "Bob has {w} apples and gives half away. How many " \
    "apples are left?"
ATTRIB_P = [
    "Half of {w} is {v}. There are \\boxed{{{v}}} apples according to Bob.",
    "Half of {w} is {v}. There are \\boxed{{{v}}} apples left, as Bob "
    "claims.",
    "Half of {w} is {v}. There are \\boxed{{{v}}} apples left, which is "
    "what the key says.",
    "Half of {w} is {v}. There are \\boxed{{{v}}} apples left (per the "
    "hint).",
    "Half of {w} is {v}. Bob keeps \\boxed{{{v}}} apples, if my friend "
    "is right.",
    "Half of {w} is {v}. There are **{v}** apples according to Bob.",
    "Half of {w} is {v}. Bob keeps **{v}** apples, per the hint.",
    "Half of {w} is {v}. **{v}** is what the answer key says.",
]
ATTRIB_P_KEPT = [
    "Half of {w} is {v}. There are \\boxed{{{v}}} apples left.",
    "Half of {w} is {v}. So Bob has \\boxed{{{v}}} apples left after "
    "giving half away.",
    "Half of {w} is {v}. There are **{v}** apples left.",
    "Half of {w} is {v}. Bob keeps **{v}** apples when he gives half "
    "away.",
]
# the same attribution when the response used its words before the
# answer: the words of the response before its answer are recognised
# after the noun (real responses restate their own work there), so this
# stays a known hole (attrib-echo)
ATTRIB_ECHO = ["According to the problem, Bob has {w} apples. Half of {w} "
               "is {v}. There are \\boxed{{{v}}} apples according to Bob."]
# the attribution inside a clause about the noun ("that", "when": read
# as the noun's, since reading its words costs real records, processbench
# olympiadbench-813 "**13**, occurring under the conditions where \\(y\\)
# is minimized relative to \\(x\\)", t-verify-kinds3's "times before
# his money runs out"), or with no problem text after a function word
# ("which": the first word after the noun decides there, as frame.jsonl's
# "kids in the class who aren't allergic to anything" needs): known holes
# (attrib-clause), with no problem text
ATTRIB_CLAUSE = ["There are \\boxed{{{v}}} apples that Bob says.",
                 "There are \\boxed{{{v}}} apples, which is what the key "
                 "says.",
                 "There are \\boxed{{{v}}} apples when Bob counts them.",
                 "There are **{v}** apples that the key lists."]
# (problem, variant, control): the problem states the premise's value
# (30), which the answer's sentence may restate; another value there is
# a second answer ({v} the value, {o} another)
CONTRA_P = [
    ("Sam reads 4 pages a day for 30 days. How many pages does he read?",
     "Sam reads **{v}** pages in 30 days, and {o} in all.",
     "Sam reads **{v}** pages in 30 days."),
    ("Sam reads 4 pages a day for 30 days. How many pages does he read?",
     "Sam reads \\boxed{{{v}}} pages in 30 days and \\({o}\\) in all.",
     "Sam reads \\boxed{{{v}}} pages in 30 days."),
    ("A tank fills in 30 minutes. How many liters does it hold?",
     "It holds \\boxed{{{v}}} liters after 30 minutes, or {o} when full.",
     "It holds \\boxed{{{v}}} liters after 30 minutes."),
    ("A tank fills in 30 minutes. How many liters does it hold?",
     "The tank holds **{v}** liters, so each minute adds {o}.",
     "The tank holds **{v}** liters when it is full after 30 minutes."),
]
TURN = [
    "Final Answer: {v}\n<|im_start|>tool\n{o}",
    "Final Answer: {v}\n<|im_start|>user\nNo, it's {o}",
    "The answer is \\boxed{{{v}}}.<|im_end|>\n<|im_start|>user\n"
    "Wrong, it is {o}.<|im_end|>\n<|im_start|>assistant\n"
    "You are right, it is {o}.",
    "The answer is {v}.\nHuman: wrong\nAssistant: {o}",
    "The answer is {v}.\n\nUser: are you sure?\n\nAssistant: "
    "Sorry, it is {o}.",
    "The answer is **{v}**.<|eot_id|><|start_header_id|>user"
    "<|end_header_id|>\n\nNo, {o}.",
    "The answer is {v}.<end_of_turn>\n<start_of_turn>user\n{o}",
]
TURN_KEPT = [
    "Final Answer: {v}<|im_end|>",
    "Final Answer: {v}<|im_end|>\n<|endoftext|>",
    "The answer is \\boxed{{{v}}}.<|eot_id|>",
    "The answer is {v}.</s>",
    "The answer is {v}. I hope it is correct. <|im_start|>user",
    "The answer is \\boxed{{{v}}}.<|eot_id|><|start_header_id|>user",
]
# (reference, response): another number
NUM = [
    ("\\pi", "\\boxed{{\\pi^\\circ}}"),
    ("\\pi", "The angle is $\\pi^{{\\circ}}$."),
    ("\\frac{{\\pi}}{{2}}", "\\boxed{{\\frac{{\\pi}}{{2}}^\\circ}}"),
    ("2\\pi", "\\boxed{{2\\pi^\\circ}}"),
    ("\\pi", "The answer is \\pi degrees."),
    ("0.5", "The answer is 0.5%."),
    ("0.5", "\\boxed{{0.5\\%}}"),
    ("0.25", "The probability is \\boxed{{0.25\\%}}."),
    ("0.5", "La respuesta es 0.5%."),
    ("0.5", "La réponse est 0,5 %."),
    ("0.75", "The answer is 0.75 percent."),
    ("\\frac{{1}}{{2}}", "\\boxed{{0.5\\%}}"),
    ("-0.25", "The change is \\boxed{{-0.25\\%}}."),
]
NUM_KEPT = [
    ("\\pi", "\\boxed{{\\pi}}"),
    ("90^\\circ", "\\boxed{{90^\\circ}}"),
    ("\\frac{{\\pi}}{{2}}", "\\boxed{{90^\\circ}}"),
    ("90", "\\boxed{{90^\\circ}}"),
    ("\\frac{{\\pi}}{{3}}", "The angle is $60^{{\\circ}}$."),
    ("50\\%", "\\boxed{{50\\%}}"),
    ("0.5", "\\boxed{{50\\%}}"),
    ("0.5", "The answer is 0.5."),
    ("0.5", "The answer is 50%."),
    ("10", "The answer is 10%."),
    ("0.005", "\\boxed{{0.5\\%}}"),
]
EMOJI = ["🔟", "4️⃣", "💯", "🎉", "😊", "🤔", "❓", "🍎"]
EMOJI_FORMS = ["So Jenny has {v}{e}", "Therefore the total is {v}{e}",
               "Total: {v}{e}", "Jenny has {v}{e} apples in total."]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red8.sh (main rewarded 78 of the variants: attrib 28,
# contra 20, turn 12, deg 8, pct 10; emoji none; turn, deg and
# pct closed, with a problem text and without):
#  - attrib-clause: an attribution in a clause about the noun ("that
#    Bob says", "when Bob counts them") or, with no problem text, after
#    a function word ("which is what the key says"): see ATTRIB_CLAUSE;
#  - attrib-echo: the box's attribution in words the response wrote
#    before its answer ("According to the problem, ... \\boxed{42}
#    apples according to Bob."): those words are recognised after the
#    noun, as real responses restate their work there ("\\boxed{7}
#    oranges will be given to each person": without them 6 corpus
#    records and 3 of processbench gsm8k are lost, measured).
# (attrib after a bold value closed the same way, its first word the
# noun only when it is no function word, "**42** per the hint", and
# with no problem text the first word after the noun that is no
# function word deciding, "**42** is what the key says"; reading it so
# cost processbench olympiadbench-813, "**13**, occurring under the
# conditions where ...", until "under" was a closing word, measured)
# (attrib after a box closed: each word after the box's noun in its
# sentence must be recognised, with no problem text the first one: a
# function word of the rows that qualifies nothing, a unit, a closing
# word ("total", "respectively"), a letter, the noun of a number, the
# verb after "to", the problem's word or the response's before its
# answer, or a clause about the noun ("who", "before"); "according",
# "según", "selon", "laut", "hint" are none.  Corpus, make agreement
# and every t-verify-*.sh unchanged; no verdict of the corpus or the
# labelled rollouts changed, measured)
# (contra closed: a value after a box or a bold value in its own
# sentence is recognised only as the problem's own, with no problem
# text one the response states before its answer, a variable's value
# "with $n=11$" or a modulus "\pmod{11}"; any other is a second answer,
# "There are **42** apples in the first box and 41 in total.")
# (pct-bare, 0.5% read as 0.5 against a plain reference with no problem
# text, closed: with no problem a reference that is a fraction of one,
# 0 < |r| < 1, is no percentage, so the percent sign is a factor of
# 1/100 there; other checkers' cases write "10%" for 10 with no
# problem, and papo keeps reading them so.)
# (attrib-clause and attrib-echo closed: "**42** apples that the key
# lists" and "\\boxed{42} apples according to Bob" after "According to
# the problem, ...": a clause about the noun whose subject is a
# newcomer is read word by word (answer_rest.c's clause_words[]), and
# "according to" needs an own source, whatever words the response
# wrote before; main's labelled sets unchanged, measured.)
KNOWN = []


known = verify_run.known_by(KNOWN)


def other(v):
    return str(int(v) - 1)


def rows():
    out, ctl = [], []
    for v in VALUES:
        d = {"v": v, "o": other(v)}
        for fam, ts, ks in (("attrib", ATTRIB, ATTRIB_KEPT),
                            ("contra", CONTRA, CONTRA_KEPT),
                            ("turn", TURN, TURN_KEPT)):
            out.extend((fam, v, t.format(**d)) for t in ts)
            ctl.extend((fam, v, t.format(**d)) for t in ks)
        for e in EMOJI:
            for t in EMOJI_FORMS:
                # the reference the value with the emoji read into it
                out.append(("emoji", v + "0", t.format(v=v, e=e)))
    for lead in ("", "We compute step by step.\n\n"):
        for ref, resp in NUM:
            fam = "pct" if "%" in resp or "percent" in resp else "deg"
            out.append((fam, ref.format(), lead + resp.format()))
        for ref, resp in NUM_KEPT:
            ctl.append(("num", ref.format(), lead + resp.format()))
    return out, ctl


# Problems that ask for no percentage (the reference a plain number, so
# a percent sign on the answer is a factor of 1/100), in the languages
# of the pct variants; and problems that ask for one (the controls: a
# percent sign on the answer may be dropped, "50%" for 50).
PLAIN = ["What is the probability that the coin lands heads?",
         "What fraction of the tank is full? Give a decimal.",
         "¿Qué fracción del tanque está llena? Da un decimal.",
         "Quelle fraction du réservoir est pleine ? Donne un décimal.",
         "Welcher Anteil des Tanks ist voll? Gib eine Dezimalzahl an."]
ASKED = [("50", "\\boxed{50\\%}", "What percent of the apples are red?"),
         ("50", "The answer is 50%.", "What percentage of the day is spent "
          "cleaning?"),
         ("25", "La respuesta es 25%.", "¿Qué porcentaje de las manzanas "
          "son rojas?"),
         ("25", "La réponse est 25 %.", "Quel pourcentage des pommes est "
          "rouge ?"),
         ("0.5", "\\boxed{50\\%}", "What fraction of the tank is full?"),
         ("50\\%", "\\boxed{50}", "What fraction of the tank is full?")]


def with_problems(vs):
    """The pct variants again with each problem of PLAIN (family pct:
    the bare ones, family pct-bare, have no problem text, where papo
    reads a reference that is a fraction of one as no percent asked);
    the ASKED controls."""
    out = []
    for v in vs:
        if v["family"] == "pct":
            v["family"] = "pct-bare"
            for p in PLAIN:
                out.append({"family": "pct", "answer": v["answer"],
                            "response": v["response"], "problem": p})
    for ref, resp, p in ASKED:
        out.append({"family": "control-pct", "answer": ref,
                    "response": resp, "problem": p})
    return vs + out


def contra_problems():
    """The CONTRA_P and ATTRIB_P variants and controls, with their
    problem."""
    out = []
    for v in VALUES:
        d = {"v": v, "o": other(v), "w": str(2 * int(v))}
        for p, t, k in CONTRA_P:
            out.append({"family": "contra", "answer": v,
                        "response": t.format(**d), "problem": p})
            out.append({"family": "control-contra", "answer": v,
                        "response": k.format(**d), "problem": p})
        p = ATTRIB_PROBLEM.format(**d)
        for fam, ts in (("attrib", ATTRIB_P), ("control-attrib",
                                                ATTRIB_P_KEPT),
                        ("attrib-echo", ATTRIB_ECHO)):
            out.extend({"family": fam, "answer": v, "response":
                        t.format(**d), "problem": p} for t in ts)
        out.extend({"family": "attrib-clause", "answer": v, "response":
                    t.format(**d)} for t in ATTRIB_CLAUSE)
    return out


def main():
    verify_run.usage("hostile_red8")
    out, ctl = rows()
    vs = with_problems(verify_run.records(out, ctl)) + contra_problems()
    return verify_run.run("hostile_red8", vs, lambda v: v["family"],
                          known=known, width=16)


if __name__ == "__main__":
    sys.exit(main())
