#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_stmt.py: near-misses of the statements papo-verify reads with
no answer phrase (issue 26, round 10): "Six buses are not required for
the trip.", "From $2x = 10$ we get $x = 5$ if x is positive.", "so the
winner is probably Maria.", "no such triangle exists? Let me check."

usage: hostile_stmt.py PAPO_VERIFY [CASES] [--list]

CASES is tests/verify/stmt.jsonl (the one beside this script when none
is named): its rewarded cases that name a finder
("want_finder": count subject, premise equation, word answer, none
exists) are the controls, and must stay rewarded.  Each control's last
sentence is changed, at random but seeded (the same variants every run),
in one of these ways, in the control's language (the case's name says
it: en, de, fr, es, ru, zh):

  neg       a negation put at a random place in the sentence
  doubt     a doubt or hedge word put at a random place
  cond      a condition clause after it ("if x is positive")
  junk      words no row knows put after a random word
  second    a second value after it ("or 9")
  takeback  a sentence that takes it back after it
  question  it asked, not said ("?", "? Maybe.")
  work      more work after it, ending on another value
  premise   (a count) a number of the problem as the count, the
            reference that number: a premise restated

No variant may be rewarded.  Prints each variant rewarded and a count
per way; exits 1 when any is, or a control is not.  --list writes the
variants (JSONL) instead of running them.
"""
import json
import os
import random
import re
import sys

import verify_run

NEG = {
    "en": ["not", "never", "hardly", "no longer"],
    "de": ["nicht", "nie", "kaum", "keineswegs"],
    "fr": ["pas", "jamais", "guère", "nullement"],
    "es": ["no", "nunca", "apenas", "jamás"],
    "ru": ["не", "никогда", "едва ли", "вовсе не"],
    "zh": ["不", "没", "未必", "并非"],
}
DOUBT = {
    "en": ["might", "maybe", "perhaps", "probably", "possibly", "I think",
           "I guess", "roughly", "apparently", "supposedly", "allegedly"],
    "de": ["vielleicht", "wahrscheinlich", "eventuell", "vermutlich",
           "ich glaube", "ungefähr"],
    "fr": ["peut-être", "probablement", "sans doute", "je crois",
           "environ", "apparemment"],
    "es": ["quizás", "tal vez", "probablemente", "creo", "aproximadamente",
           "supuestamente"],
    "ru": ["возможно", "наверное", "вероятно", "кажется", "примерно",
           "видимо"],
    "zh": ["可能", "也许", "大概", "或许", "估计", "似乎"],
}
COND = {
    "en": ["if x is positive", "unless the data is wrong", "when n is odd",
           "assuming no errors", "for odd n", "provided it rains"],
    "de": ["wenn n gerade ist", "falls alles stimmt", "außer bei Fehlern",
           "sofern n ungerade ist"],
    "fr": ["si n est pair", "sauf erreur", "à condition que n soit pair",
           "lorsque n est impair"],
    "es": ["si n es par", "salvo error", "siempre que n sea par",
           "cuando n es impar"],
    "ru": ["если n чётно", "при нечётном n", "кроме ошибок",
           "когда n нечётно"],
    "zh": ["如果n是偶数", "除非出错", "当n为奇数时", "假设没有错误"],
}
JUNK = {
    "en": ["mostly", "offhand", "hunch", "tentatively", "pending",
           "review", "wiggle", "ballpark", "fudge", "heuristically"],
    "de": ["meistens", "grob", "Faustregel", "Bauchgefühl", "ungeprüft",
           "schätzungsweise"],
    "fr": ["souvent", "marge", "intuition", "brouillon", "invérifié",
           "grossièrement"],
    "es": ["casi", "corazonada", "borrador", "margen", "sospecha",
           "tentativamente"],
    "ru": ["обычно", "черновик", "догадка", "наугад", "непроверено",
           "оценка"],
    "zh": ["左右", "粗算", "草稿", "凭感觉", "未经验证", "大致"],
}
SECOND = {"en": " or 9", "de": " oder 9", "fr": " ou 9", "es": " o 9",
          "ru": " или 9", "zh": "或9"}
TAKEBACK = {
    "en": ["Wait, that is wrong.", "Actually, it is 9.",
           "Hmm, let me recheck: 9.", "But that is wrong.",
           "No, it is 9.", "Sorry, I made an error."],
    "de": ["Moment, das ist falsch.", "Eigentlich ist es 9.",
           "Nein, es ist 9."],
    "fr": ["Attendez, c'est faux.", "En fait, c'est 9.", "Non, c'est 9."],
    "es": ["Espera, eso está mal.", "En realidad es 9.", "No, es 9."],
    "ru": ["Подождите, это неверно.", "На самом деле 9.", "Нет, это 9."],
    "zh": ["等等，这是错的。", "其实是9。", "不对，应该是9。"],
}
QUESTION = {"en": ["?", "? Maybe.", "? Let me check.", "?!"],
            "de": ["?", "? Vielleicht."], "fr": ["?", " ? Peut-être."],
            "es": ["?", "? Quizás."], "ru": ["?", "? Возможно."],
            "zh": ["？", "？也许。"]}
WORK = {
    "en": "\n\nNext, we add 3 more: 9.",
    "de": "\n\nDann addieren wir 3: 9.",
    "fr": "\n\nEnsuite on ajoute 3 : 9.",
    "es": "\n\nLuego sumamos 3: 9.",
    "ru": "\n\nЗатем прибавим 3: 9.",
    "zh": "\n\n再加3，得9。",
}
WAYS = ["neg", "doubt", "cond", "junk", "second", "takeback", "question",
        "work"]
PER_CONTROL = 90


def split_last(resp):
    """The response before its last sentence, the sentence, its end."""
    m = re.search(r"([.。]?)\s*$", resp)
    body, end = resp[:m.start()], m.group(1)
    k = max(body.rfind("\n"), body.rfind(". "), body.rfind("。"))
    k = k + (1 if body[k:k + 1] in ("\n", "。") else 2) if k >= 0 else 0
    return body[:k], body[k:], end


def insert_word(sent, w, rnd, spaced):
    """w put at a random place in sent, never inside math."""
    if spaced:
        toks = sent.split(" ")
        ok = [i for i in range(len(toks) + 1)
              if " ".join(toks[:i]).count("$") % 2 == 0]
        i = rnd.choice(ok)
        return " ".join(toks[:i] + [w] + toks[i:])
    ok = [i for i in range(1, len(sent))
          if sent[:i].count("$") % 2 == 0 and not (sent[i - 1].isascii()
                                                    and sent[i].isascii())]
    i = rnd.choice(ok)
    return sent[:i] + w + sent[i:]


def variant(c, way, rnd):
    lang = c["case"].split("-")[1]
    spaced = lang != "zh"
    head, sent, end = split_last(c["response"])
    ans = c["answer"]
    sp = " " if spaced else ""
    if way == "neg":
        sent = insert_word(sent, rnd.choice(NEG[lang]), rnd, spaced)
    elif way == "doubt":
        sent = insert_word(sent, rnd.choice(DOUBT[lang]), rnd, spaced)
    elif way == "cond":
        sent += ("," if rnd.random() < 0.5 and spaced else "") + sp + \
            rnd.choice(COND[lang])
    elif way == "junk":
        k = rnd.randint(1, 2)
        sent += sp + sp.join(rnd.sample(JUNK[lang], k))
    elif way == "second":
        sent += SECOND[lang]
    elif way == "takeback":
        end = (end or ".") + sp + rnd.choice(TAKEBACK[lang])
    elif way == "question":
        end = rnd.choice(QUESTION[lang])
    elif way == "work":
        end = (end or ".") + WORK[lang]
    elif way == "premise":
        nums = re.findall(r"(?<![\d.#])\d+(?![\d.])", c.get("problem", ""))
        nums = [x for x in nums if x != ans]
        if not nums:
            return None
        n = rnd.choice(nums)
        sent = re.sub(r"^\d+", n, sent)
        ans = n
    r = dict(c)
    r["response"] = head + sent + end
    r["answer"] = ans
    r["way"] = way
    return r


def variants(controls):
    rnd = random.Random(2610)
    for c in controls:
        yield dict(c, way="control")
        ways = WAYS + (["premise"] if c["want_finder"] == "count subject"
                       else [])
        for _ in range(PER_CONTROL):
            v = variant(c, rnd.choice(ways), rnd)
            if v is not None and v["response"] != c["response"]:
                yield v


def main():
    verify_run.usage("hostile_stmt", "PAPO_VERIFY [CASES] [--list]")
    cases = [a for a in sys.argv[2:] if a != "--list"] or \
        [os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      "stmt.jsonl")]
    with open(cases[0], encoding="utf-8") as f:
        controls = [c for c in map(json.loads, f)
                    if c.get("want_r") == 1 and c.get("want_finder")]
    vs = list(variants(controls))
    out = verify_run.verdicts("hostile_stmt.py", vs,
                              "--list" in sys.argv[1:])
    if out is None:
        return 0
    for v in vs:
        v.setdefault("family", v["way"])
    return verify_run.score("hostile_stmt", vs, out, lambda v: v["way"],
                            lambda v: v["way"] == "control", width=9)

if __name__ == "__main__":
    sys.exit(main())
