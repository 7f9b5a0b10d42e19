# SPDX-License-Identifier: MIT
"""verl_reward.py: papo-verify as verl's custom reward function.

Point verl at this file and its function:

    custom_reward_function.path=/path/to/examples/verl_reward.py
    custom_reward_function.name=compute_score

compute_score(data_source, solution_str, ground_truth, extra_info=None)
returns 1.0 when papo-verify finds the response's final answer equal to
the reference, else 0.0.  It needs nothing but the Python standard
library and the papo-verify program: one papo-verify per process runs
as a coprocess, started at the first call, and answers each record as
it comes (one JSON line in, its line out, flushed; see papo(7),
COPROCESSES), so a call costs a fraction of a millisecond, not a
process start.  Calls from several threads take turns; a forked worker
starts its own coprocess, and lets go of its parent's (whose close()
would otherwise wait for every worker to end).

Environment:
  PAPO_VERIFY        the program (default: papo-verify on PATH)
  PAPO_VERIFY_ARGS   more arguments, split as a shell would
                     (say "--tolerance 0.01")

The problem is read from extra_info["question"], where verl's data
preprocessors put it (a letter answered by its option's text is then
rewarded; without it, not).

compute_details() gives papo-verify's whole verdict for one response:
{"score": 1.0, "verify": "equal", "pred": "4"}.

A missing reference (ground_truth None, or NaN, pandas' missing value)
raises ValueError: no reward is given for a response that has nothing
to be checked against.
"""

import atexit
import json
import math
import os
import shlex
import subprocess
import threading

__all__ = ["compute_score", "compute_details", "close"]

_lock = threading.Lock()
_proc = None
_pid = None


def _start():
    global _proc, _pid
    prog = os.environ.get("PAPO_VERIFY", "papo-verify")
    args = [prog, "-k"] + shlex.split(os.environ.get("PAPO_VERIFY_ARGS", ""))
    # -k: a record papo-verify cannot read is reported on stderr and
    # passed on, so that the coprocess never stops in mid-training
    _proc = subprocess.Popen(args, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, encoding="utf-8",
                             errors="surrogateescape")
    _pid = os.getpid()


def close():
    """End this process's papo-verify (called at exit)."""
    global _proc
    if _proc is not None and _pid == os.getpid():
        try:
            _proc.stdin.close()
        except OSError:
            pass
        _proc.wait()
    _proc = None


atexit.register(close)

_orphans = []


def _forget_in_child():
    """In a forked worker: let go of the parent's coprocess.

    The child holds copies of the pipes' descriptors; kept, the
    parent's papo-verify never sees its standard input end while a
    worker lives, and the parent's close() waits for it.  They are
    pointed at /dev/null (never closed: a file object's later flush
    must not reach a descriptor reused since), and the lock, which
    another thread of the parent may have held at the fork, is new.
    """
    global _proc, _lock
    _lock = threading.Lock()
    if _proc is None:
        return
    null = os.open(os.devnull, os.O_RDWR)
    for f in (_proc.stdin, _proc.stdout):
        try:
            os.dup2(null, f.fileno())
        except (OSError, ValueError):
            pass
    os.close(null)
    _orphans.append(_proc)
    _proc = None


os.register_at_fork(after_in_child=_forget_in_child)


def _ask(record):
    """One record to papo-verify, its line back, as a dict."""
    line = json.dumps(record, ensure_ascii=False) + "\n"
    with _lock:
        for attempt in (0, 1):
            if _proc is None or _pid != os.getpid() or \
                    _proc.poll() is not None:
                _start()
            try:
                _proc.stdin.write(line)
                _proc.stdin.flush()
                out = _proc.stdout.readline()
            except (BrokenPipeError, OSError):
                out = ""
            if out:
                return json.loads(out)
            # the coprocess ended (its message is on stderr): once more
            close()
        raise RuntimeError("papo-verify gave no answer (exit status %s)"
                           % (_proc.returncode if _proc else "unknown"))


def compute_details(data_source, solution_str, ground_truth,
                    extra_info=None):
    """papo-verify's verdict: score, verify (the rule), pred (the answer).

    A missing reference (None, or NaN as pandas reads a missing value) is
    no reward and an error: ValueError, never a comparison with the text
    "null" (json.dumps(None)) or "nan", which \\boxed{null} or
    \\boxed{nan} would match.  A numpy array or scalar (a Parquet
    column) is read as its plain Python value.  An empty one is papo-verify's
    no_reference: score 0.0.
    """
    # a numpy array (a list column read back from Parquet) or scalar
    # (numpy.int64, which json cannot write): the plain Python value
    if hasattr(ground_truth, "tolist"):
        ground_truth = ground_truth.tolist()
    # NaN is how pandas reads a missing value: as None, never the
    # text "nan", which \boxed{nan} would match
    if ground_truth is None or (isinstance(ground_truth, float) and
                                math.isnan(ground_truth)):
        raise ValueError("verl_reward: no reference answer (ground_truth "
                         "is %r): the response cannot be scored; give "
                         "the dataset's reward_model.ground_truth"
                         % (ground_truth,))
    if isinstance(ground_truth, (int, float)):
        ground_truth = repr(ground_truth)
    elif not isinstance(ground_truth, str):
        ground_truth = json.dumps(ground_truth)
    rec = {"response": solution_str, "answer": ground_truth}
    # the problem, where verl's data preprocessors keep it: an option's
    # text answering a letter is then read as the letter
    q = extra_info.get("question") if isinstance(extra_info, dict) else None
    if isinstance(q, str):
        rec["problem"] = q
    rec = _ask(rec)
    return {"score": float(rec.get("r_out") or 0),
            "verify": rec.get("verify"), "pred": rec.get("pred")}


def compute_score(data_source, solution_str, ground_truth, extra_info=None,
                  **kwargs):
    """verl's custom_reward_function: 1.0 when correct, else 0.0."""
    return compute_details(data_source, solution_str, ground_truth,
                           extra_info)["score"]
