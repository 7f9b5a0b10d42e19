#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_ko52.py: a Korean conclusion that answers the question with
its own verb made a statement ("몇 달러를 법니까?" answered "그녀는
18달러를 법니다.", -니까 to -니다; issue 26, session 40: lost before,
the statement's verb no word of the problem), after a unit papo reads
(달러, 시간, 킬로미터) or a counter; and the same value denied,
doubted, asked back or bounded (never rewarded).

usage: hostile_ko52.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): ko.
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126)

# the problem's facts, its question ({q}: the verb's question form), the
# unit or counter written after the value and the question's subject
QUESTIONS = (
    ("재닛은 하루에 계란 {a}개를 팝니다. 그녀는 매일 시장에서 몇 달러를 {q}?",
     "달러를", "그녀는"),
    ("민수는 공장에서 {a}시간 일했습니다. 그는 돈을 몇 달러 {q}?",
     "달러를", "그는"),
    ("기차가 {a}킬로미터를 갑니다. 기차는 몇 킬로미터를 {q}?",
     "킬로미터를", "기차는"),
    ("톰은 사과를 {a}개 샀습니다. 톰은 사과를 몇 개 {q}?", "개를", "톰은"),
)
# (question form, statement form): does she earn / earns, ...
VERBS = (
    ("법니까", "법니다"), ("벌었습니까", "벌었습니다"),
    ("받습니까", "받습니다"), ("팝니까", "팝니다"),
    ("갑니까", "갑니다"), ("갔습니까", "갔습니다"),
    ("가지고 있습니까", "가지고 있습니다"), ("삽니까", "삽니다"),
)
SUBJECTS = ("{h} ", "따라서 {h} ", "그러므로 {h} ")
TWINS = (
    "{h} {v}{u} {n}지 않습니다.",        # does not
    "{h} {v}{u} {q}?",                    # asked back
    "아마 {h} {v}{u} {s}.",               # maybe
    "{h} {v}{u} {s}. 확실하지 않습니다.",  # not sure
    "{h} {v}{u} 이상 {s}.",               # at least
    "{h} {v}{u} {s}. 아니, {w}{u} {s}.",  # no, another
)


def korean(add):
    """Each question with each verb: the statement right, twins never."""
    for v in VALUES:
        for p, u, h in QUESTIONS:
            for q, s in VERBS:
                prob = p.format(a=v // 2, q=q)
                work = "%d × 2 = %d.\n\n" % (v // 2, v)
                for subj in SUBJECTS:
                    t = work + subj.format(h=h) + "%d%s %s." % (v, u, s)
                    add("ko-right", str(v), prob, t)
                    add("ko-wrong", str(v + 1), prob, t)
                stem = s.split()[-1]
                neg = (s[:-len(stem)] + stem[:1]) if " " in s else stem[:1]
                for tw in TWINS:
                    add("ko-twin", str(v), prob,
                        work + tw.format(h=h, v=v, u=u, q=q, s=s,
                                         n=neg, w=v + 2))


def main():
    verify_run.usage("hostile_ko52")
    return verify_run.run_kinds("hostile_ko52",
                                verify_run.kind_rows([korean]), width=8)


if __name__ == "__main__":
    sys.exit(main())
