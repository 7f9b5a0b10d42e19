#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_signoff166.py: chat models' sign-offs after the answer in
eleven languages ("如果还有其他问题，欢迎继续提问！", "Bei weiteren Fragen
helfe ich gerne!", "Se hai altre domande, chiedi pure!"), recognised as
whole sentences (answer_close.c's forms), and their twins: the same
sign-off with a value in it, or followed by another answer or a doubt,
never rewarded (issue 26, session 70: a helper's pass in 14 languages
lost 365 right answers to these sign-offs, the Chinese ones read as a
condition).

usage: hostile_signoff166.py PAPO_VERIFY [--list]

Kinds: signoff (families signoff-right, rewarded; signoff-wrong, the
same against another value; signoff-twin, never rewarded).
"""
import sys

import verify_run

# (answer statement of 12, sign-off, another answer of 13, a doubt)
ROWS = [
    ("\u7b54\u6848\u662f12\u3002",
     "\u5982\u679c\u8fd8\u6709\u5176\u4ed6\u95ee\u9898\uff0c\u6b22\u8fce"
     "\u7ee7\u7eed\u63d0\u95ee\uff01",
     "\u7b54\u6848\u662f13\u3002",
     "\u4e0d\u8fc7\u6211\u4e0d\u592a\u786e\u5b9a\u3002"),
    ("\u7b54\u6848\u662f12\u3002", "\u795d\u4f60\u5b66\u4e60\u6109\u5feb\uff01",
     "\u7b54\u6848\u662f13\u3002",
     "\u4e0d\u8fc7\u6211\u4e0d\u592a\u786e\u5b9a\u3002"),
    ("\u7b54\u3048\u306f12\u3067\u3059\u3002",
     "\u4f55\u304b\u3054\u4e0d\u660e\u306a\u70b9\u304c\u3042\u308c\u3070"
     "\u304a\u77e5\u3089\u305b\u304f\u3060\u3055\u3044\u3002",
     "\u7b54\u3048\u306f13\u3067\u3059\u3002",
     "\u305f\u3060\u3057\u81ea\u4fe1\u306f\u3042\u308a\u307e\u305b\u3093"
     "\u3002"),
    ("\uc815\ub2f5\uc740 12\uc785\ub2c8\ub2e4.",
     "\ucd94\uac00 \uc9c8\ubb38\uc774 \uc788\uc73c\uba74 \uc54c\ub824\uc8fc"
     "\uc138\uc694.",
     "\uc815\ub2f5\uc740 13\uc785\ub2c8\ub2e4.",
     "\ud558\uc9c0\ub9cc \ud655\uc2e4\ud558\uc9c0 \uc54a\uc2b5\ub2c8\ub2e4."),
    ("Die Antwort ist 12.", "Bei weiteren Fragen helfe ich gerne!",
     "Die Antwort ist 13.", "Aber ich bin mir nicht sicher."),
    ("La respuesta es 12.", "Si tienes m\u00e1s preguntas, av\u00edsame.",
     "La respuesta es 13.", "Pero no estoy seguro."),
    ("A resposta \u00e9 12.",
     "Qualquer d\u00favida, estou \u00e0 disposi\u00e7\u00e3o.",
     "A resposta \u00e9 13.", "Mas n\u00e3o tenho certeza."),
    ("\u041e\u0442\u0432\u0435\u0442: 12.",
     "\u0415\u0441\u043b\u0438 \u0443 \u0432\u0430\u0441 \u0435\u0441\u0442"
     "\u044c \u0432\u043e\u043f\u0440\u043e\u0441\u044b, \u0441\u043f\u0440"
     "\u0430\u0448\u0438\u0432\u0430\u0439\u0442\u0435!",
     "\u041e\u0442\u0432\u0435\u0442: 13.",
     "\u041d\u043e \u044f \u043d\u0435 \u0443\u0432\u0435\u0440\u0435\u043d."),
    ("La risposta \u00e8 12.", "Se hai altre domande, chiedi pure!",
     "La risposta \u00e8 13.", "Ma non ne sono sicuro."),
    ("Jibu ni 12.", "Ukiwa na maswali zaidi, niulize!", "Jibu ni 13.",
     "Lakini sina uhakika."),
    ("\u0e04\u0e33\u0e15\u0e2d\u0e1a\u0e04\u0e37\u0e2d 12",
     "\u0e04\u0e23\u0e31\u0e1a",
     "\u0e04\u0e33\u0e15\u0e2d\u0e1a\u0e04\u0e37\u0e2d 13",
     "\u0e41\u0e15\u0e48\u0e44\u0e21\u0e48\u0e41\u0e19\u0e48\u0e43"
     "\u0e08\u0e04\u0e23\u0e31\u0e1a"),
    ("Die Antwort ist 12.", "Wenn du weitere Fragen hast, frag gerne!",
     "Die Antwort ist 13.", "Aber ich bin mir nicht sicher."),
    ("A resposta \u00e9 12.", "Bons estudos!", "A resposta \u00e9 13.",
     "Mas n\u00e3o tenho certeza."),
    ("La risposta \u00e8 12.", "Buono studio!", "La risposta \u00e8 13.",
     "Ma non ne sono sicuro."),
    ("\u041e\u0442\u0432\u0435\u0442: 12.",
     "\u0415\u0441\u043b\u0438 \u0431\u0443\u0434\u0443\u0442 "
     "\u0432\u043e\u043f\u0440\u043e\u0441\u044b, \u043e\u0431\u0440"
     "\u0430\u0449\u0430\u0439\u0442\u0435\u0441\u044c!",
     "\u041e\u0442\u0432\u0435\u0442: 13.",
     "\u041d\u043e \u044f \u043d\u0435 \u0443\u0432\u0435\u0440\u0435\u043d."),
    ("\u7b54\u6848\u662f12\u3002",
     "\u5982\u6709\u7591\u95ee\uff0c\u6b22\u8fce\u8ffd\u95ee\u3002",
     "\u7b54\u6848\u662f13\u3002",
     "\u4e0d\u8fc7\u6211\u4e0d\u592a\u786e\u5b9a\u3002"),
    ("\uc815\ub2f5\uc740 12\uc785\ub2c8\ub2e4.",
     "\uc774\uc0c1\uc73c\ub85c \ud480\uc774\ub97c \ub9c8\uce69\ub2c8"
     "\ub2e4.",
     "\uc815\ub2f5\uc740 13\uc785\ub2c8\ub2e4.",
     "\ud558\uc9c0\ub9cc \ud655\uc2e4\ud558\uc9c0 \uc54a\uc2b5\ub2c8\ub2e4."),
    ("\u0989\u09a4\u09cd\u09a4\u09b0 \u09b9\u09b2 12\u0964",
     "\u0986\u09b0 \u0995\u09cb\u09a8\u09cb \u09aa\u09cd\u09b0\u09b6\u09cd"
     "\u09a8 \u09a5\u09be\u0995\u09b2\u09c7 \u099c\u09be\u09a8\u09be\u09ac"
     "\u09c7\u09a8!",
     "\u0989\u09a4\u09cd\u09a4\u09b0 \u09b9\u09b2 13\u0964",
     "\u09a4\u09ac\u09c7 \u0986\u09ae\u09bf \u09a8\u09bf\u09b6\u09cd\u099a"
     "\u09bf\u09a4 \u09a8\u0987\u0964"),
]


def signoff(add):
    for stmt, off, other, doubt in ROWS:
        work = "5 + 7 = 12\n\n"
        r = work + stmt + "\n\n" + off
        add("signoff-right", "12", None, r)
        add("signoff-wrong", "13", None, r)
        add("signoff-right", "12", None, work + "\\boxed{12}\n\n" + off)
        # another answer after it, a doubt after it
        add("signoff-twin", "12", None, r + "\n\n" + other)
        add("signoff-twin", "12", None, r + "\n\n" + doubt)
        # a value inside the sign-off's sentence
        add("signoff-twin", "12", None, work + stmt + "\n\n13 " + off)


def main():
    verify_run.usage("hostile_signoff166")
    return verify_run.run_kinds(
        "hostile_signoff166", verify_run.kind_rows([signoff]), width=8)


if __name__ == "__main__":
    sys.exit(main())
