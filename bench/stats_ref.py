#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""stats_ref.py: the papo-stats metrics in plain Python (stdlib only), the benchmark's baseline.

usage: stats_ref.py FILE...

Reads advantage-scored JSONL records (papo-advantage output) and writes
one JSON object per step with the metrics of papo-stats(1), under the
same rules as papo-stats on this data (no `verify` field, no framework
reward): correctness is `acc` when present, else r_out == 1; a group is the `group` value at one step; a metric without
data is null; sample standard deviations, 0 for a single value; the
reward-hacking metrics (lengths, Pearson's r of r_proc with length,
the most widespread final answer) as papo-stats(1) defines them.  Like
papo-stats it keeps per-row and per-group state only, never the records.
It is written the way a researcher would write it, without tricks: the
point is to know what the C tool buys.
"""
import json
import math
import sys

EPS = 1e-6
METRICS = [
    "responses", "groups", "accuracy", "proc_mean", "length_mean",
    "zero_ratio", "positive_ratio", "negative_ratio", "adv_std",
    "correct_mean", "correct_std", "correct_min", "correct_max",
    "correct_count", "wrong_mean", "wrong_std", "wrong_min", "wrong_max",
    "wrong_count", "process_active_ratio", "outcome_std", "process_mean",
    "process_std", "all_correct_ratio", "all_wrong_ratio",
    "length_correct_mean", "length_wrong_mean", "proc_length_corr",
    "top_answer_share", "top_answer_group_share",
]


class Moments:
    """Count, mean and sum of squared deviations (Welford), min and max."""
    __slots__ = ("n", "mean", "m2", "lo", "hi")

    def __init__(self):
        self.n, self.mean, self.m2 = 0, 0.0, 0.0
        self.lo = self.hi = None

    def add(self, x):
        if self.n == 0 or x < self.lo:
            self.lo = x
        if self.n == 0 or x > self.hi:
            self.hi = x
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)

    def avg(self):
        return self.mean if self.n else None

    def std(self):
        if self.n == 0:
            return None
        if self.n == 1 or self.m2 <= 0:
            return 0.0
        return math.sqrt(self.m2 / (self.n - 1))


class CoMoments:
    """Pearson's r of pairs (x, y), by Welford's co-moment updates."""
    __slots__ = ("n", "mx", "my", "sxx", "syy", "sxy")

    def __init__(self):
        self.n = 0
        self.mx = self.my = self.sxx = self.syy = self.sxy = 0.0

    def add(self, x, y):
        self.n += 1
        dx = x - self.mx
        dy = y - self.my
        self.mx += dx / self.n
        self.my += dy / self.n
        self.sxx += dx * (x - self.mx)
        self.syy += dy * (y - self.my)
        self.sxy += dx * (y - self.my)

    def r(self):
        if self.n < 2 or self.sxx <= 0 or self.syy <= 0:
            return None
        return self.sxy / math.sqrt(self.sxx * self.syy)


class Row:
    def __init__(self):
        self.n = self.zero = self.pos = self.neg = 0
        self.known = self.correct = self.with_proc = self.grouped = 0
        self.adv, self.adv_c, self.adv_w = Moments(), Moments(), Moments()
        self.adv_out, self.adv_proc = Moments(), Moments()
        self.proc_c, self.length = Moments(), Moments()
        self.len_c, self.len_w, self.corr = Moments(), Moments(), CoMoments()
        self.groups = {}
        self.answers = {}   # answer -> [groups giving it, responses]


def number(rec, key):
    v = rec.get(key)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise ValueError("field '%s' must be a number" % key)
    return float(v)


def add(rows, rec):
    adv = number(rec, "adv")
    if adv is None:
        raise ValueError("field 'adv' is missing")
    step = rec.get("step")
    if step is None:
        key = (2, "")
    elif isinstance(step, (int, float)) and not isinstance(step, bool):
        key = (0, float(step))
    else:
        key = (1, json.dumps(step))
    row = rows.get(key)
    if row is None:
        row = rows[key] = Row()
        row.step = step
    row.n += 1
    if adv > EPS:
        row.pos += 1
    elif adv < -EPS:
        row.neg += 1
    else:
        row.zero += 1
    row.adv.add(adv)
    r_out = number(rec, "r_out")
    acc = rec.get("acc")
    correct = None
    if acc is not None:
        correct = 1 if acc in (True, 1) else 0
    elif r_out is not None:
        correct = 1 if r_out == 1 else 0
    r_proc = number(rec, "r_proc")
    length = number(rec, "length")
    if correct is not None:
        row.known += 1
        if correct:
            row.correct += 1
            row.adv_c.add(adv)
            if r_proc is not None:
                row.proc_c.add(r_proc)
            if length is not None:
                row.len_c.add(length)
                if r_proc is not None:
                    row.corr.add(r_proc, length)
        else:
            row.adv_w.add(adv)
            if length is not None:
                row.len_w.add(length)
    if r_proc is not None:
        row.with_proc += 1
    v = number(rec, "adv_out")
    if v is not None:
        row.adv_out.add(v)
    v = number(rec, "adv_proc")
    if v is not None and abs(v) > EPS:
        row.adv_proc.add(v)
    if length is not None:
        row.length.add(length)
    if "group" in rec:
        row.grouped += 1
        gkey = (json.dumps(step), json.dumps(rec["group"]))
        pred = rec.get("pred")
        if pred is not None:
            a = pred if isinstance(pred, str) else json.dumps(pred)
            seen = row.answers.get(a)
            if seen is None:
                seen = row.answers[a] = [set(), 0]
            seen[0].add(gkey)
            seen[1] += 1
        g = row.groups.get(gkey)
        if g is None:
            # n, known, correct, r_proc moments over the correct ones
            g = row.groups[gkey] = [0, 0, 0, Moments()]
        g[0] += 1
        if correct is not None:
            g[1] += 1
            if correct:
                g[2] += 1
                if r_proc is not None:
                    g[3].add(r_proc)


def ratio(k, n):
    return k / n if n else None


def result(row):
    out = {}
    active = uniform = all_c = all_w = 0
    for n, known, correct, proc in row.groups.values():
        if correct >= 2 and proc.n == correct and proc.std() > EPS:
            active += 1
        if n and known == n:
            uniform += 1
            if correct == n:
                all_c += 1
            elif correct == 0:
                all_w += 1
    ngroups = len(row.groups)
    out["responses"] = row.n
    out["groups"] = ngroups if row.grouped else None
    out["accuracy"] = ratio(row.correct, row.known)
    out["proc_mean"] = row.proc_c.avg()
    out["length_mean"] = row.length.avg()
    out["zero_ratio"] = ratio(row.zero, row.n)
    out["positive_ratio"] = ratio(row.pos, row.n)
    out["negative_ratio"] = ratio(row.neg, row.n)
    out["adv_std"] = row.adv.std()
    for name, m in (("correct", row.adv_c), ("wrong", row.adv_w)):
        out[name + "_mean"] = m.avg()
        out[name + "_std"] = m.std()
        out[name + "_min"] = m.lo
        out[name + "_max"] = m.hi
        out[name + "_count"] = m.n if row.known else None
    has = row.grouped and row.known and row.with_proc
    out["process_active_ratio"] = ratio(active, ngroups) if has else None
    out["outcome_std"] = row.adv_out.std()
    out["process_mean"] = row.adv_proc.avg()
    out["process_std"] = row.adv_proc.std()
    out["all_correct_ratio"] = ratio(all_c, uniform)
    out["all_wrong_ratio"] = ratio(all_w, uniform)
    out["length_correct_mean"] = row.len_c.avg()
    out["length_wrong_mean"] = row.len_w.avg()
    out["proc_length_corr"] = row.corr.r()
    # the answer given in the most groups, then by the most responses
    top = None
    answered, agroups = 0, set()
    for a, (gs, k) in row.answers.items():
        answered += k
        agroups |= gs
        if top is None or (len(gs), k) > (len(top[0]), top[1]):
            top = (gs, k)
    out["top_answer_share"] = ratio(top[1], answered) if top else None
    out["top_answer_group_share"] = (ratio(len(top[0]), len(agroups))
                                     if top else None)
    return [out[m] for m in METRICS]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows = {}
    for name in sys.argv[1:]:
        with open(name, "rb") as f:
            for lineno, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    add(rows, json.loads(line))
                except ValueError as e:
                    sys.exit("stats_ref.py: %s:%d: %s" % (name, lineno, e))
    out = sys.stdout
    for key in sorted(rows):
        vals = result(rows[key])
        obj = {"step": rows[key].step}
        obj.update(zip(METRICS, vals))
        out.write(json.dumps(obj) + "\n")


if __name__ == "__main__":
    main()
