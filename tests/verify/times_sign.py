#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""times_sign.py: a times sign written as the letter x between two numbers
("28 x 66 = 1,848") in a condition before the answer, in several languages
(issue 26, round 14: mCoT's Thai answers "หากแต่ละคนมีคุกกี้ 30 ชิ้น...
30 x 14 = 420 ชิ้น คำตอบคือ 420" were refused as a condition on a
variable x).

usage: times_sign.py [N]

Writes JSONL cases (seeded, N templates filled, 200 by default): each
statement in groups ("group") of twins that differ only in how the
product is written: "A × B" and "A * B" (the forms papo-verify never took
for a variable), "A x B", "AxB", "A X B".  Twins must get the same
verdict.  Cases with "var": a lone letter x that is a variable ("If x is
odd", "2 x = 2A") in the same condition
keep want_r 0: those stay refused ("If x = 3, the answer is 6" is a
value at a point, rewarded by design, and is not among them).
"""
import json
import random
import sys

# (language, problem, statement with {A} {B} {C} and {T} the times sign)
TEMPLATES = [
    ("th", "แต่ละคนมีคุกกี้ {A} ชิ้น มีทั้งหมด {B} คน มีคุกกี้กี่ชิ้น",
     "หากแต่ละคนมีคุกกี้ {A} ชิ้นและมีทั้งหมด {B} คน ก็จะมีคุกกี้ทั้งหมด "
     "{A}{T}{B} = {C} ชิ้น คำตอบคือ {C}"),
    ("th", "ถุงละ {A} ผล เก็บได้วันละ {B} ถุง ได้ส้มกี่ผล",
     "หากแต่ละถุงมีส้ม {A} ผล และมีการเก็บเกี่ยว {B} ถุงต่อวัน "
     "จำนวนส้มทั้งหมดต่อวันคือ {A}{T}{B} = {C} ส้ม คำตอบคือ {C}"),
    ("th", "กล่องละ {A} ใบ มี {B} กล่อง",
     "ถ้ามี {B} กล่อง กล่องละ {A} ใบ จะมีทั้งหมด {A}{T}{B} = {C} ใบ "
     "คำตอบคือ {C}"),
    ("en", "Each box holds {A} pens. How many pens are in {B} boxes?",
     "If each box holds {A} pens and there are {B} boxes then there are "
     "{A}{T}{B} = {C} pens and the answer is {C}."),
    ("de", "Jede Kiste enthält {A} Stifte. Wie viele Stifte sind in {B} "
     "Kisten?",
     "Wenn jede Kiste {A} Stifte enthält und es {B} Kisten gibt, sind es "
     "{A}{T}{B} = {C} Stifte. Die Antwort ist {C}."),
    ("fr", "Chaque boîte contient {A} stylos. Combien de stylos dans {B} "
     "boîtes ?",
     "Si chaque boîte contient {A} stylos et qu'il y a {B} boîtes alors il "
     "y a {A}{T}{B} = {C} stylos et la réponse est {C}."),
    ("es", "Cada caja tiene {A} lápices. ¿Cuántos lápices hay en {B} "
     "cajas?",
     "Si cada caja tiene {A} lápices y hay {B} cajas entonces hay "
     "{A}{T}{B} = {C} lápices y la respuesta es {C}."),
]
TWINS = [" × ", " * ", " x ", "x", " X "]
# a lone x that is a variable, in the same condition (never at a point)
VARS = [
    ("th", "หาก x เป็นจำนวนคี่ และมีทั้งหมด {B} คน คำตอบคือ {C}"),
    ("th", "หาก 2 x = {D} และมีทั้งหมด {B} คน คำตอบคือ {C}"),
    ("en", "If x is odd and there are {B} boxes then the answer is {C}."),
    ("en", "If 2 x = {D} and there are {B} boxes then the answer is {C}."),
    ("de", "Wenn x {B} ist, ist die Antwort {C}."),
    ("fr", "Si x vaut {A} alors la réponse est {C}."),
    ("es", "Si x es impar entonces la respuesta es {C}."),
]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rng = random.Random(1414)
    out = []
    for g in range(n):
        lang, prob, stmt = TEMPLATES[g % len(TEMPLATES)]
        a, b = rng.randint(2, 99), rng.randint(2, 99)
        f = {"A": a, "B": b, "C": a * b, "D": 2 * a}
        for t in TWINS:
            out.append({"case": f"{lang}-{g}-{t.strip()}", "group": g,
                        "problem": prob.format(**f),
                        "response": stmt.format(T=t, **f),
                        "answer": str(a * b)})
        lang, stmt = VARS[g % len(VARS)]
        out.append({"case": f"{lang}-{g}-var", "var": True,
                    "problem": "", "response": stmt.format(**f),
                    "answer": str(a * b), "want_r": 0})
    for r in out:
        print(json.dumps(r, ensure_ascii=False))


if __name__ == "__main__":
    main()
