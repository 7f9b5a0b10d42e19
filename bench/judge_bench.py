#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""judge_bench.py: the measurements of bench-judge.sh (see there).

usage: judge_bench.py PAPO_BIN STANDIN RECORDS OUT.md

Starts the stand-in server with 200 ms replies, then for 64 and 256
requests in flight runs papo-judge (with a fresh cache file, as a real
run writes one) and the Python thread-pool client on the same records
against it, twice each, alternating.  Reports the best throughput of
each against the bound concurrency / latency, and the client CPU time
(user + system, from wait4) per judgment.  Both clients' scores are
checked against each other before anything is reported.
"""
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

LATENCY = 0.200
ROUNDS = 20        # requests per slot: n = concurrency * ROUNDS
REPS = 2
LEVELS = (64, 256)
HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, out_path):
    """Run cmd with stdout to out_path: (wall seconds, cpu seconds, status)."""
    with open(out_path, "wb") as out, open(out_path + ".err", "w+b") as err:
        t0 = time.monotonic()
        p = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.monotonic() - t0
        code = os.waitstatus_to_exitcode(status)
        err.seek(0)
        msg = err.read().decode(errors="replace")
    if code != 0:
        sys.exit("judge_bench.py: %s exited %d: %s"
                 % (cmd[0], code, msg[-2000:]))
    return wall, ru.ru_utime + ru.ru_stime


def scores(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line).get("r_proc") for line in f]


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    papo_bin, standin, records, out_md = sys.argv[1:]
    judge = os.path.join(papo_bin, "papo-judge")
    tmp = tempfile.mkdtemp(prefix="bench-judge.")
    port_file = os.path.join(tmp, "port")
    pid_file = os.path.join(tmp, "pid")
    subprocess.run([standin, "--background", "-q", "--latency",
                    str(int(LATENCY * 1000)), "--port-file", port_file,
                    "--pid-file", pid_file], check=True)
    try:
        with open(port_file) as f:
            url = "http://127.0.0.1:%s/v1" % f.read().strip()
        common = ["--select", "all", "--field", "solution=answer"]
        # every request distinct: papo-judge asks identical ones once,
        # which would spare it work the baseline does
        distinct = os.path.join(tmp, "records.jsonl")
        with open(records, encoding="utf-8") as f, \
                open(distinct, "w", encoding="utf-8") as g:
            for i, line in enumerate(f):
                r = json.loads(line)
                r["problem"] = "%s (#%d)" % (r["problem"], i)
                g.write(json.dumps(r, ensure_ascii=False) + "\n")
        # the request bodies, for the Python client (not timed)
        bodies = os.path.join(tmp, "bodies.jsonl")
        subprocess.run([judge, "-q", "--dry-run", "-m", "standin-judge"]
                       + common + [distinct], stdout=open(bodies, "wb"),
                       check=True)
        rows = []
        for c in LEVELS:
            n = c * ROUNDS
            rec_n = os.path.join(tmp, "rec-%d.jsonl" % n)
            body_n = os.path.join(tmp, "body-%d.jsonl" % n)
            for src, dst in ((distinct, rec_n), (bodies, body_n)):
                with open(src, encoding="utf-8") as f, \
                        open(dst, "w", encoding="utf-8") as g:
                    for i, line in enumerate(f):
                        if i >= n:
                            break
                        g.write(line)
            best = {}
            for rep in range(REPS):
                cache = os.path.join(tmp, "cache-%d-%d.sqlite" % (c, rep))
                wall, cpu = run([judge, "-q", "-c", str(c), "-e", url,
                                 "--cache", cache] + common + [rec_n],
                                os.path.join(tmp, "papo.out"))
                if "papo" not in best or wall < best["papo"][0]:
                    best["papo"] = (wall, cpu)
                wall, cpu = run([sys.executable,
                                 os.path.join(HERE, "judge_client.py"), url,
                                 str(c), rec_n, body_n],
                                os.path.join(tmp, "py.out"))
                if "py" not in best or wall < best["py"][0]:
                    best["py"] = (wall, cpu)
            a = scores(os.path.join(tmp, "papo.out"))
            b = scores(os.path.join(tmp, "py.out"))
            if len(a) != n or a != b or any(x is None for x in a):
                sys.exit("judge_bench.py: the two clients disagree at %d" % c)
            rows.append((c, n, best))
    finally:
        with open(pid_file) as f:
            os.kill(int(f.read()), 15)
        shutil.rmtree(tmp, ignore_errors=True)

    cpu_model = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    with open(out_md, "w") as f:
        w = f.write
        w("## papo-judge\n\n")
        w("`make bench-judge` (bench/bench-judge.sh), %s, %d cores (%s), "
          "%s %s.\n" % (time.strftime("%Y-%m-%d", time.gmtime()),
                        os.cpu_count(), cpu_model, platform.system(),
                        platform.release()))
        w("Against the stand-in server (tests/helpers/papo-standin.c) "
          "answering every request after %d ms, on the same machine. "
          "Input: the first n records of %s (real responses, "
          "bench/mkdata.py), every record judged with the 3-tier rubric "
          "(`--select all --field solution=answer`), each problem tagged "
          "with its index so that no two requests are the same. "
          "papo-judge writes a "
          "fresh SQLite cache each run, as a real run does. The baseline "
          "is bench/judge_client.py: stdlib Python, a thread pool of as "
          "many workers as requests in flight, urllib, given the request "
          "bodies ready-made (it renders no prompt and keeps no cache). "
          "Best of %d runs each, alternating; both clients' scores "
          "checked equal.\n\n" % (LATENCY * 1000, os.path.basename(records),
                                    REPS))
        w("The bound is concurrency / latency: no client can judge faster "
          "than that many requests in flight, each taking %d ms. Target: "
          "papo-judge at 90%% of it or more.\n\n" % (LATENCY * 1000))
        w("| in flight | judgments | bound /s | client | seconds | "
          "judgments/s | of bound | CPU per judgment |\n")
        w("|---|---|---|---|---|---|---|---|\n")
        for c, n, best in rows:
            bound = c / LATENCY
            for name, key in (("papo-judge", "papo"),
                              ("Python thread pool", "py")):
                wall, cpu = best[key]
                w("| %d | %d | %.0f | %s | %.2f | %.0f | %.1f%% | "
                  "%.0f \u00b5s |\n" % (c, n, bound, name, wall, n / wall,
                                        100 * n / wall / bound,
                                        1e6 * cpu / n))
        w("\nRatios, papo-judge against the Python client in the same run:\n\n")
        w("| in flight | throughput | CPU per judgment |\n|---|---|---|\n")
        for c, n, best in rows:
            (pw, pc), (yw, yc) = best["papo"], best["py"]
            w("| %d | %.2fx the Python client's | %.1fx less |\n"
              % (c, yw / pw, yc / pc))
        w("\nThe wall time includes start-up (the `/v1/models` check) and "
          "the last, partly filled round; CPU is the client process's "
          "user + system time (the stand-in's is not counted).\n")


if __name__ == "__main__":
    main()
