# SPDX-License-Identifier: MIT
"""verl_reward_http.py: papo-verify --serve as verl's custom reward function.

Start the server once (one per node is plenty):

    papo-verify --serve 8000 &

and point verl at this file and its function:

    custom_reward_function.path=/path/to/examples/verl_reward_http.py
    custom_reward_function.name=compute_score

compute_score(data_source, solution_str, ground_truth, extra_info=None)
posts the response and the reference to the server's slime endpoint
(/reward/dict) and returns its reward: 1.0 when the final answer equals
the reference, else 0.0 (a sample without a verdict gets the server's
--null-reward).  Standard library only; one keep-alive connection per
process and thread.  A server that cannot be reached is an exception,
never a silent 0.

Environment:
  PAPO_SERVE_URL   the server (default http://127.0.0.1:8000)
  PAPO_SERVE_TIMEOUT  seconds per request (default 60)

compute_details() gives the server's whole verdict for one response:
{"reward": 1, "r_out": 1, "pred": "4", "verify": "equal"}.
"""

import http.client
import json
import math
import os
import threading
import urllib.parse

__all__ = ["compute_score", "compute_details"]

_local = threading.local()


def _conn():
    url = urllib.parse.urlsplit(os.environ.get("PAPO_SERVE_URL",
                                               "http://127.0.0.1:8000"))
    c = getattr(_local, "conn", None)
    if c is None or getattr(_local, "pid", None) != os.getpid():
        c = http.client.HTTPConnection(
            url.hostname, url.port or 80,
            timeout=float(os.environ.get("PAPO_SERVE_TIMEOUT", "60")))
        _local.conn, _local.pid = c, os.getpid()
    return c


def compute_details(data_source, solution_str, ground_truth,
                    extra_info=None):
    """The server's verdict on one response, as a dict.

    A numpy array or scalar (a Parquet column) is sent as its plain
    Python value, NaN (pandas' missing value) as null: no reference,
    the server's no_reference verdict, never the text "nan"; an
    infinity as the text "inf" (JSON has none), as verl_reward.py does.
    """
    if hasattr(ground_truth, "tolist"):
        ground_truth = ground_truth.tolist()
    if isinstance(ground_truth, float) and math.isnan(ground_truth):
        ground_truth = None
    elif isinstance(ground_truth, float) and math.isinf(ground_truth):
        ground_truth = repr(ground_truth)      # JSON has no infinity
    body = json.dumps({"prompt": None, "response": solution_str,
                       "label": ground_truth}).encode()
    for attempt in (0, 1):
        c = _conn()
        try:
            c.request("POST", "/reward/dict", body,
                      {"Content-Type": "application/json"})
            r = c.getresponse()
            data = r.read()
        except (OSError, http.client.HTTPException):
            # a keep-alive connection the server closed: once more
            c.close()
            _local.conn = None
            if attempt:
                raise
            continue
        if r.status != 200:
            raise RuntimeError("papo-verify --serve: %d %s" % (
                r.status, data[:200].decode("utf-8", "replace")))
        return json.loads(data)


def compute_score(data_source, solution_str, ground_truth, extra_info=None):
    """1.0 when the final answer equals the reference, else 0.0."""
    return float(compute_details(data_source, solution_str, ground_truth,
                                 extra_info)["reward"])
