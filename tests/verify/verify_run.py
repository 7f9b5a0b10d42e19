# SPDX-License-Identifier: MIT
"""verify_run.py: what the hostile_*.py generators share, so that each
holds only its rows and families (HACKING.md, Tests): their records
(record, records, add, right and other: a right variant's twin against
another value), who is a control or a right answer and how variants
are counted together (is_control, is_right, family, kind_family,
family_or_controls), the records listed (--list) or judged by
papo-verify (the program named by the script's first argument: one
run, or one for each set of its arguments), one verdict a record, in
order (usage, run, verdicts, judge), and the scoring
and summary line tests/lib.sh's hostile reads (score, known_by,
known_in, apart); and the library problem, its work and a conclusion
in each language that the generators of a sentence before the answer
share (BOOKS, BOOKS_WORK, SEPS, CONCLUDE, books_drawn, books_problem,
sentence_before), and the same problem in each language the generators
that write a language's own problem share (BOOKS_IN); another
generator's right records as a base, added again with their wrong
twins (rights_of, rights_again)."""
import json
import os
import re
import subprocess
import sys


def other(v):
    """The number one more than v (digits): another value, a wrong
    reference or a twin's."""
    return str(int(v) + 1)


def add(vs, kind, fam, ans, r, problem=None):
    """Appends to vs the record {kind, family, answer, response} and
    its problem when one is given."""
    v = {"kind": kind, "family": fam, "answer": ans, "response": r}
    if problem is not None:
        v["problem"] = problem
    vs.append(v)


def right(vs, kind, v, r, problem=None, fam="right", wrong=None):
    """A right variant (family fam) and the same response against
    another reference (family "wrong", never rewarded): wrong, or
    other(v)."""
    add(vs, kind, fam, v, r, problem)
    add(vs, kind, "wrong", other(v) if wrong is None else wrong, r,
        problem)


def jsonl(vs):
    """The records vs as JSONL bytes, UTF-8, a string's lone bytes (a
    cut character, surrogateescape's) written back as they were."""
    return b"".join(json.dumps(v, ensure_ascii=False)
                    .encode("utf-8", "surrogateescape") + b"\n" for v in vs)


def judge(name, recs, args=(), keep=False):
    """The verdicts of papo-verify (sys.argv[1], -q --explain, then
    args) on the records recs, in order.  keep: -k, a record
    papo-verify refuses (a cut UTF-8 sequence) comes back as it went,
    with no verdict, and the exit status 65 that says so is no failure.
    Exits with a message naming the script when papo-verify fails or
    writes another number of records."""
    cmd = [sys.argv[1], "-q", "--explain"] + (["-k"] if keep else [])
    p = subprocess.run(cmd + list(args), input=jsonl(recs),
                       capture_output=True)
    if p.returncode != 0 and not (keep and p.returncode == 65):
        sys.exit("%s: papo-verify exited %d: %s" %
                 (name, p.returncode, p.stderr.decode()[:300]))
    # lines end at "\n" only: a response's U+2028 is written as it is
    out = [json.loads(x.decode("utf-8", "replace"))
           for x in p.stdout.split(b"\n") if x]
    if len(out) != len(recs):
        sys.exit("%s: %s%d records in, %d out: %s" %
                 (name, " ".join(args) + ": " if args else "", len(recs),
                  len(out), p.stderr.decode(errors="replace")[:300]))
    return out


def verdicts(name, vs, listing, keep=False):
    """The verdicts of papo-verify (judge) on the variants vs, in order;
    None when listing, after writing the variants to standard output.
    A variant is the record judged, or holds it as "rec" with
    papo-verify's arguments for it as "args" (a preset, --field): then
    papo-verify runs once for each set of arguments."""
    if listing:
        sys.stdout.flush()
        sys.stdout.buffer.write(jsonl(vs))
        return None
    by = {}
    for i, v in enumerate(vs):
        by.setdefault(tuple(v.get("args", ())), []).append(i)
    out = [None] * len(vs)
    for args, idx in by.items():
        recs = [vs[i].get("rec", vs[i]) for i in idx]
        for i, o in zip(idx, judge(name, recs, args, keep)):
            out[i] = o
    return out


def known_by(table):
    """The known() of a generator whose holes are listed as (family,
    response) regular expressions: a predicate true of a variant whose
    family matches one row's first in full and whose response holds a
    match of its second."""
    return lambda v: any(re.fullmatch(f, v["family"]) and
                         re.search(r, v["response"]) for f, r in table)


def known_in(patterns):
    """The known() of a generator whose holes are listed as compiled
    regular expressions: true of a variant whose response holds a match
    of one."""
    return lambda v: any(k.search(v["response"]) for k in patterns)


def score(name, vs, out, group, right, known=None, what="controls",
          width=8, word="wrong", lost=None, digits=6, counted=None,
          miss="not rewarded", tally=None):
    """Scores the verdicts out of the variants vs and prints them: each
    variant that must be rewarded (right(v)) and is not (MISS; lost
    signal, counted apart, when lost(v)), each other one rewarded (a
    known hole when known(v), counted apart), a count per group(v)
    (DIGITS wide: "N variants, K WORD[, L lost]", or with tally one
    count, "N variants, K+L tally(group)"), then the summary line the
    t-*.sh tests read: "NAME: N variants (M WHAT), K WORD[, L lost][, H
    known holes]", M the variants counted(v) (by default right(v)).
    Returns the exit status: 1 when any variant failed, else 0."""
    bad, per, rights, holes, nlost = 0, {}, 0, 0, 0
    counted = right if counted is None else counted
    for v, o in zip(vs, out):
        n = per.setdefault(group(v), [0, 0, 0])
        n[0] += 1
        got = o.get("r_out") == 1
        rights += 1 if counted(v) else 0
        if right(v):
            if got:
                continue
            if lost is not None and lost(v):
                nlost += 1
                n[2] += 1
                print("lost (%s): %r (answer %r): %s" %
                      (v.get("family"), v["response"], v["answer"],
                       o.get("explain")))
                continue
            msg = miss
        elif not got:
            continue
        elif known is not None and known(v):
            holes += 1
            print("known hole (%s): %r: %s" % (v.get("family"),
                                                v["response"],
                                                o.get("explain")))
            continue
        else:
            msg = "rewarded"
        bad += 1
        n[1] += 1
        print("%s (%s): %r (answer %r): %s" % (msg, v.get("family"),
                                               v["response"], v["answer"],
                                               o.get("explain")))
    for f in sorted(per):
        if tally is not None:
            print("%-*s %*d variants, %d %s" %
                  (width, f, digits, per[f][0], per[f][1] + per[f][2],
                   tally(f)))
            continue
        print("%-*s %*d variants, %d %s%s" %
              (width, f, digits, per[f][0], per[f][1], word,
               ", %d lost" % per[f][2] if lost is not None else ""))
    print("%s: %d variants (%d %s), %d %s%s%s" %
          (name, len(vs), rights, what, bad, word,
           ", %d lost" % nlost if lost is not None else "",
           ", %d known holes" % holes if known is not None else ""))
    return 1 if bad else 0


class Cases:
    """The (family, answer, response) rows a generator writes, in
    order: add one, or each of a list of templates filled with the
    value ("%s" in them)."""

    def __init__(self):
        self.out = []

    def add(self, fam, v, resp):
        self.out.append((fam, v, resp))

    def each(self, fam, v, templates, fill=None):
        """One row a template: t % v, or fill(t, v) when given."""
        for t in templates:
            self.add(fam, v, fill(t, v) if fill else t % v)


def record(fam, ans, resp, problem=None):
    """The record {family, answer, response[, problem]}: the problem
    given as problem or with the response, a pair (response, problem);
    an answer given as a pair (answer, problem) puts the problem before
    the response."""
    if isinstance(ans, tuple):
        return {"family": fam, "answer": ans[0], "problem": ans[1],
                "response": resp}
    if isinstance(resp, tuple):
        resp, problem = resp
    v = {"family": fam, "answer": ans, "response": resp}
    if problem is not None:
        v["problem"] = problem
    return v


class Rows:
    """A generator's records in order, each of the family KIND-FAM:
    add one, a right response with the same against a wrong value
    (right), a twin that must be refused (twin)."""

    def __init__(self):
        self.rows = []

    def add(self, kind, fam, ans, resp, problem=None):
        self.rows.append(record(kind + "-" + fam, ans, resp, problem))

    def right(self, kind, ans, resp, wrong, problem=None):
        self.add(kind, "right", ans, resp, problem)
        self.add(kind, "wrong", wrong, resp, problem)

    def twin(self, kind, ans, resp, problem=None):
        self.add(kind, "twin", ans, resp, problem)


def placed(vs, lang, kind, problem, places, sent, v, fam, keep=None):
    """The sentence sent put before the answer v in each place (pairs
    (place, make), make(sent, v) the response) that keep(place, sent)
    allows: a record of the family "wrong", or a right one and its
    twin (right()), each with its language and place."""
    for place, make in places:
        if keep is not None and not keep(place, sent):
            continue
        r = make(sent, v)
        if fam == "wrong":
            vs.append({"family": "wrong", "kind": kind, "lang": lang,
                       "place": place, "answer": str(v), "response": r,
                       "problem": problem})
        else:
            right(vs, kind, str(v), r, problem)
            vs[-1]["lang"] = vs[-2]["lang"] = lang
            vs[-1]["place"] = vs[-2]["place"] = place

def records(rows, controls=(), prefix="control-"):
    """The records (record()) of the rows (family, answer, response
    [, problem]), then of the controls, their family prefix + the row's
    (prefix alone when it does not end in "-")."""
    vs = [record(*r) for r in rows]
    for f, *r in controls:
        vs.append(record(prefix + f if prefix.endswith("-") else prefix,
                         *r))
    return vs


def is_control(v):
    """A control: a variant whose family starts "control-", to be
    rewarded."""
    return v["family"].startswith("control-")


def family(v):
    """The family of v, a control's without its "control-"."""
    f = v["family"]
    return f[len("control-"):] if f.startswith("control-") else f


def is_right(v):
    """A right answer: a variant of family "right", to be rewarded."""
    return v["family"] == "right"


def kind_family(v):
    """The group of v: its kind and family ("mc/right")."""
    return v["kind"] + "/" + v["family"]


def family_or_controls(v):
    """The group of v: its family, or "controls" for every control."""
    return v["family"] if not v["family"].startswith("control") \
        else "controls"


def apart(vs, out, held):
    """The variants v whose verdict o has held(v, o), set apart from the
    rest (counted on their own, not scored): ([(v, o) held], the other
    variants, their verdicts)."""
    held_ = [(v, o) for v, o in zip(vs, out) if held(v, o)]
    kept = [(v, o) for v, o in zip(vs, out) if not held(v, o)]
    return held_, [v for v, _ in kept], [o for _, o in kept]


def usage(name, args="PAPO_VERIFY [--list]", n=2):
    """Exits with the generator's usage when it has fewer than n
    arguments (its own name counted)."""
    if len(sys.argv) < n:
        sys.exit("usage: %s.py %s" % (name, args))


def rights_of(sources):
    """The right records (families ending in -right) the generators
    sources (file names beside this one) list with --list, run on the
    program of sys.argv[1]: another generator's right forms, as a base
    for hostile variants of them."""
    here = os.path.dirname(os.path.abspath(__file__))
    out = []
    for g in sources:
        p = subprocess.run([sys.executable, os.path.join(here, g),
                            sys.argv[1], "--list"], capture_output=True,
                           check=True)
        for line in p.stdout.decode().splitlines():
            v = json.loads(line)
            if v["family"].endswith("-right"):
                out.append(v)
    return out


def rights_again(add, sources):
    """Each right record of the generators sources (rights_of) added
    again with add(family, answer, problem, response), as LANG-right and
    against another value as LANG-wrong; yields each one's language (its
    family's prefix), the record, and its response split before its last
    paragraph (head, the separator, the last paragraph) for its twins."""
    for v in rights_of(sources):
        lang = v["family"].split("-")[0]
        head, sep, last = v["response"].rpartition("\n\n")
        add(lang + "-right", v["answer"], v["problem"], v["response"])
        add(lang + "-wrong", other(v["answer"]), v["problem"],
            v["response"])
        yield lang, v, head, sep, last


def kind_rows(gens):
    """The records of generators each called with add(family, answer,
    problem, response), in order (problem "" or None: none)."""
    out = []
    for g in gens:
        g(lambda f, a, p, r: out.append(record(f, a, r, p or None)))
    return out


def egg_price(v):
    """The egg's price ({a}) of MGSM's Janet problem (9 eggs sold a day)
    whose daily takings are v: 2 for 18, 3 for 27."""
    return v // 9


def kind_forms(add, kind, values, problem, rights, twins,
               a_of=lambda v: v - 2, work=lambda v: ""):
    """A kind's rows for each value v of values, for kind_rows: the
    problem (a template of {a}, a_of(v): v - 2 by default), each right
    form ({v}) as KIND-right and against v + 1 as KIND-wrong, each twin
    ({v}, {u} v + 1) as KIND-twin, every response after work(v) (the
    computation before the answer; none by default)."""
    for v in values:
        p = problem.format(a=a_of(v))
        w = work(v)
        for t in rights:
            r = w + t.format(v=v)
            add(kind + "-right", str(v), p, r)
            add(kind + "-wrong", str(v + 1), p, r)
        for t in twins:
            add(kind + "-twin", str(v), p, w + t.format(v=v, u=v + 1))


def run_kinds(name, vs, **kw):
    """run() for a generator whose families are KIND-right (to be
    rewarded; refused: lost signal, counted apart) or KIND-twin and the
    like (never rewarded), counted by KIND; kw as score's."""
    return run(name, vs, group=lambda v: v["family"].split("-")[0],
               right=lambda v: v["family"].endswith("-right"),
               lost=lambda v: True, what="right", **kw)


def run_langs(name, langs, values, a_of, work):
    """run_kinds for a generator of one kind a language: langs a table
    of (kind, problem, rights, twins), each kind's rows (kind_forms)
    for each value of values under its problem."""
    def gen(add):
        for kind, problem, rights, twins in langs:
            kind_forms(add, kind, values, problem, rights, twins,
                       a_of=a_of, work=work)
    return run_kinds(name, kind_rows([gen]), width=8)


def run(name, vs, group=family_or_controls, right=is_control, known=None,
        keep=False, **kw):
    """A generator's main after usage(): the records vs listed (--list
    among the arguments) or judged (verdicts, keep as there) and scored
    (score); returns the exit status.  By default a family's variants
    are counted together, the controls together, and only the controls
    are to be rewarded."""
    out = verdicts(name, vs, "--list" in sys.argv[1:], keep)
    if out is None:
        return 0
    return score(name, vs, out, group, right, known, **kw)


def options_drawn(rng):
    """A multiple-choice problem drawn: its k options (4 or 5), letters
    A.., distinct values, and a shape (0 and 1: options_listed's; 2: the
    generator's own), drawn in that order."""
    k = rng.choice([4, 5])
    letters = "ABCDE"[:k]
    vals = rng.sample(range(2, 99), k)
    return k, letters, vals, rng.randrange(3)


def options_listed(letters, vals, shape):
    """The problem listing the options one a line: "(A) 40" (shape 0)
    or "A. 40"."""
    form = "(%s) %d" if shape == 0 else "%s. %d"
    return "Which value is it?\n" + "\n".join(
        form % (c, v) for c, v in zip(letters, vals))



# The library problem, its work line and the spacing between sentences
# the sentence-before generators share (hostile_shrug48, caveat48,
# pause48): "{a} shelves with {b} books", the work "{a} × {b} = {v}.".
BOOKS = ("A library has {a} shelves with {b} books on each shelf. How "
         "many books does the library have?")
BOOKS_WORK = "{a} × {b} = {v}."
SEPS = [" ", "\n", "\n\n"]

# The library problem in the other languages ({a} shelves of {b} books
# each), the generators' that write a language's own problem
# (hostile_there48, conclude49, verdict49, short49).
BOOKS_IN = {
    "de": "Eine Bibliothek hat {a} Regale mit je {b} Büchern. Wie viele "
          "Bücher hat die Bibliothek?",
    "fr": "Une bibliothèque a {a} étagères de {b} livres chacune. Combien "
          "de livres la bibliothèque a-t-elle ?",
    "es": "Una biblioteca tiene {a} estantes con {b} libros cada uno. "
          "¿Cuántos libros tiene la biblioteca?",
    "it": "Una biblioteca ha {a} scaffali con {b} libri ciascuno. Quanti "
          "libri ha la biblioteca?",
    "pt": "Uma biblioteca tem {a} prateleiras com {b} livros cada. "
          "Quantos livros tem a biblioteca?",
    "ru": "В библиотеке {a} полок, на каждой по {b} книг. Сколько книг в "
          "библиотеке?",
    "zh": "图书馆有{a}个书架，每个书架上有{b}本书。图书馆一共有多少本书？",
    "ja": "図書館には棚が{a}つあり、各棚に本が{b}冊並んでいる。本は全部で"
          "何冊か。",
    "ko": "도서관에 책장이 {a}개 있고 각 책장에 책이 {b}권씩 꽂혀 있다. "
          "도서관의 책은 몇 권일까?",
    "tr": "Bir kütüphanede {a} raf var ve her rafta {b} kitap bulunuyor. "
          "Kütüphanede kaç kitap vardır?",
    "vi": "Một thư viện có {a} kệ, mỗi kệ có {b} quyển sách. Hỏi thư viện "
          "có bao nhiêu quyển sách?",
    "sw": "Maktaba ina rafu {a} na kila rafu ina vitabu {b}. Maktaba ina "
          "vitabu vingapi?",
    "id": "Sebuah perpustakaan memiliki {a} rak, masing-masing berisi {b} "
          "buku. Berapa banyak buku di perpustakaan?",
    "th": "ห้องสมุดมีชั้นหนังสือ {a} ชั้น แต่ละชั้นมีหนังสือ {b} เล่ม "
          "ห้องสมุดมีหนังสือทั้งหมดกี่เล่ม",
    "pl": "Biblioteka ma {a} półek, na każdej po {b} książek. Ile książek "
          "ma biblioteka?",
    "ms": "Sebuah perpustakaan mempunyai {a} rak dan setiap rak "
          "mempunyai {b} buah buku. Berapakah bilangan buku di "
          "perpustakaan itu?",
    "uk": "У бібліотеці {a} полиць, на кожній по {b} книжок. Скільки "
          "книжок у бібліотеці?",
}

# "So the answer is {v}." in each language those generators write.
CONCLUDE = {
    "en": "So the answer is {v}.", "fr": "Donc la réponse est {v}.",
    "de": "Also ist die Antwort {v}.", "es": "Entonces la respuesta es {v}.",
    "it": "Quindi la risposta è {v}.", "pt": "Então a resposta é {v}.",
    "ru": "Итак, ответ: {v}.", "uk": "Отже, відповідь: {v}.",
    "pl": "Zatem odpowiedź to {v}.", "zh": "所以答案是{v}。",
    "ja": "よって答えは{v}です。", "ko": "따라서 답은 {v}이다.",
    "id": "Jadi jawabannya adalah {v}.", "vi": "Vậy đáp án là {v}.",
    "tr": "Yani cevap {v}.", "sw": "Kwa hiyo jibu ni {v}.",
    "th": "ดังนั้นคำตอบคือ {v}", "hi": "अतः उत्तर {v} है।",
    "bn": "সুতরাং উত্তর হল {v}।", "te": "కాబట్టి సమాధానం {v}.",
    "ar": "إذن الإجابة هي {v}.",
}
# the languages whose conclusion under the English problem is not read
# as the count it asks for (lost at main too): asked without it
BOOKS_UNASKED = ("hi", "bn", "te", "ar")


def books_drawn(rng):
    """Shelves a, books a shelf b and the total, drawn."""
    a, b = rng.randint(3, 12), rng.randint(13, 29)
    return a, b, a * b


def books_problem(lang, a, b):
    """BOOKS for a and b, or None for a language of BOOKS_UNASKED."""
    return None if lang in BOOKS_UNASKED else BOOKS.format(a=a, b=b)


def sentence_before(vs, rng, table):
    """One round of a sentence-before generator: for each language of
    table (sorted) and each of its sentences, the work, the sentence and
    the language's conclusion (family LANG-conn) or a bare box
    (LANG-box), none to be rewarded; then the work and the conclusion
    alone, rewarded (right-plain, its twin against the total + 7)."""
    for lang in sorted(table):
        for c in table[lang]:
            a, b, v = books_drawn(rng)
            work = BOOKS_WORK.format(a=a, b=b, v=v)
            p = books_problem(lang, a, b)
            for fam, end in (("conn", CONCLUDE[lang].format(v=v)),
                             ("box", "\\boxed{%d}" % v)):
                r = work + rng.choice(SEPS) + c + rng.choice(SEPS) + end
                add(vs, lang, lang + "-" + fam, str(v), r, p)
        a, b, v = books_drawn(rng)
        r = BOOKS_WORK.format(a=a, b=b, v=v) + rng.choice(SEPS) + \
            CONCLUDE[lang].format(v=v)
        right(vs, lang, str(v), r, books_problem(lang, a, b),
              fam="right-plain", wrong=str(v + 7))
