#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_conn.py: the connectives that open a conclusion ("In
conclusione,", "Por ende,", "결론적으로", "అందువల్ల,", "สรุปได้ว่า") and
the answer's labels ("最終的な答え：", "చివరి సమాధానం:", "ตอบ:", "구하는
값은", a solution's answer line "答：") before an answer statement, in
the listed languages (issue 26, recall).

usage: hostile_conn.py PAPO_VERIFY [--list]

Each opener before its language's answer statement, the value plain,
boxed or in the language's own digits, must be rewarded.  Its hostile
twins must not be: the same opener and statement with a hedge before
the statement or a clause after the value that takes it back (the
clauses of hostile_lang.py), with a bound or an approximation right
before the value, with a wrong value (the reference 1 more).  Swahili
writes the noun counted before its number ("Jibu ni shilingi 500",
"ni wanafunzi 25" with the problem's noun): any other word between
"ni" and the value ("ni zaidi ya 12", more than; "ni karibu 12",
about) is no answer, with or without an opener.  Prints each variant judged wrongly and a count per
language; exits 1 when any twin is rewarded or any right one is not.
"""
import random
import sys

import hostile_lang
import verify_run

VALUES = ["12", "7", "0.5", "-3", "250"]

# Per language: the openers (a connective, a comma or space after it, or
# a label that carries the statement's phrase: "G" is the value), the
# statement after a connective, and the words of a bound or an
# approximation that may stand right before the value.
CONN = {
    "it": (["In conclusione,", "In definitiva,", "Di conseguenza,",
            "Alla fine,", "Allora,", "Così,", "In sintesi,",
            "Riassumendo,"], "la risposta è G.",
           ["almeno", "circa", "più di", "meno di"]),
    "es": (["Por consiguiente,", "En resumen,", "Por ende,",
            "De este modo,"], "la respuesta es G.",
           ["al menos", "aproximadamente", "más de", "casi"]),
    "pt": (["Dessa forma,", "Desse modo,", "Em conclusão,", "Por fim,",
            "Concluindo,"], "a resposta é G.",
           ["pelo menos", "aproximadamente", "mais de", "quase"]),
    "fr": (["Au final,"], "la réponse est G.",
           ["au moins", "environ", "plus de", "presque"]),
    "sw": (["Mwishowe,", "Kwa jumla,", "Basi,"], "jibu ni G.",
           ["angalau", "takriban", "zaidi ya", "karibu"]),
    "bn": (["অর্থাৎ,", "শেষ পর্যন্ত,", "ফলে,", "এজন্য,"], "উত্তর হল G।",
           ["কমপক্ষে", "প্রায়", "অন্তত"]),
    "te": (["అందువల్ల,", "అందుకే,", "చివరగా,", "మొత్తంగా,", "కనుక,",
            "అంటే,", "చివరి సమాధానం: G.", "కాబట్టి, చివరి సమాధానం: G."],
           "సమాధానం G.", ["కనీసం", "సుమారు", "దాదాపు"]),
    "th": (["เพราะฉะนั้น ", "ฉะนั้น ", "สรุป ", "สรุปได้ว่า ", "โดยสรุป ",
            "ตอบ: G", "ดังนั้นคำตอบจึงเป็น G", "คำตอบสุดท้ายจึงเป็น G"],
           "คำตอบคือ G",
           ["อย่างน้อย", "ประมาณ", "มากกว่า"]),
    "ko": (["결론적으로, ", "즉, ", "요약하면, ", "최종적으로, ",
            "따라서 구하는 값은 G입니다."], "답은 G입니다.",
           ["최소", "약", "적어도"]),
    "ja": (["結論として、", "このため、", "最終的な答え：G", "**最終的な答え**: G",
            "答：G"], "答えは G です。", ["少なくとも", "約", "およそ"]),
    "zh": (["由此可知，", "答：G", "**答：** G"], "答案是 G。",
           ["至少", "大约", "约"]),
}


def full(op, st):
    """The sentence: the label alone (it holds G), else opener and
    statement (a statement of a spaced script lower-cased after a
    comma)."""
    if "G" in op:
        return op
    if op.endswith(","):
        return op + " " + st
    return op + st


def clauses(lang):
    """hostile_lang's clauses of the language: after the value, before
    the statement."""
    _, end, after, before, _ = hostile_lang.LANGS[lang]
    return end, after, before


def rights(rng, lang, op, st, a):
    v = hostile_lang.native(a, lang, rng)
    yield "right", full(op, st).replace("G", v), a
    yield "right", full(op, st).replace("G", "\\boxed{%s}" % v), a
    yield "wrong", full(op, st).replace("G", v), str(float(a) + 1)


def twins(rng, lang, op, st, bounds, a):
    end, after, before = clauses(lang)
    s = full(op, st)
    body = s[:-len(end)] if end and s.endswith(end) else s.rstrip(".")
    for h in after:
        yield "after", body.replace("G", a) + \
            hostile_lang.sep_of(lang, h) + h + (end or ""), a
    if "G" not in op:
        for b in before:
            sp = "" if lang in ("zh", "ja") or b.endswith(" ") else " "
            s0 = st if lang in ("th", "bn", "te", "ko", "ja", "zh") \
                else st[:1].lower() + st[1:]
            yield "before", full(op, b + sp + s0).replace("G", a), a
    for b in bounds:
        yield "bound", s.replace("G", b + " " + a), a


def sw_bounds(rng):
    """Swahili's words between "ni" and the value after the openers
    read before this change too: a bound, an approximation, a word no
    table holds ("Kwa hiyo, jibu ni zaidi ya 12")."""
    for a in VALUES:
        for op in ("", "Kwa hiyo, ", "Hivyo, "):
            st = op + ("jibu" if op else "Jibu")
            for b in ("zaidi ya", "chini ya", "karibu", "kama", "hadi",
                      "juu ya", "mtoto"):
                yield {"family": "sw-between", "lang": "sw", "answer": a,
                       "response": "Reasoning.\n\n%s ni %s %s." %
                       (st, b, a)}
            for n, p in (("shilingi", None),
                         ("wanafunzi", "Darasa lina wanafunzi wangapi?")):
                v = {"family": "right", "lang": "sw", "answer": a,
                     "response": "Reasoning.\n\n%s ni %s %s." % (st, n, a)}
                if p:
                    v["problem"] = p
                yield v


def variants():
    rng = random.Random(26)
    vs = []
    for lang, (ops, st, bounds) in CONN.items():
        for op in ops:
            for a in VALUES:
                for f, r, ref in rights(rng, lang, op, st, a):
                    vs.append({"family": f, "lang": lang, "answer": ref,
                               "response": "Reasoning.\n\n" + r})
                for f, r, ref in twins(rng, lang, op, st, bounds, a):
                    vs.append({"family": f, "lang": lang, "answer": ref,
                               "response": "Reasoning.\n\n" + r})
    vs.extend(sw_bounds(rng))
    return vs


def main():
    verify_run.usage("hostile_conn")
    return verify_run.run("hostile_conn", variants(), lambda v: v["lang"],
                          verify_run.is_right,
                          what="right", width=3)


if __name__ == "__main__":
    sys.exit(main())
