# SPDX-License-Identifier: MIT
"""verl_reward_http.py: papo-verify --serve as verl's custom reward function.

Start the server once (one per node is plenty):

    papo-verify --serve 8000 &

and point verl at this file and its function:

    custom_reward_function.path=/path/to/examples/verl_reward_http.py
    custom_reward_function.name=compute_score

compute_score(data_source, solution_str, ground_truth, extra_info=None,
**kwargs) posts the response and the reference to the server as a papo
record (/v1/records, through examples/papo_client.py) and returns 1.0
when the final answer equals the reference, else 0.0 (no committed
answer, or no reference: None or NaN).  It takes the keywords verl's
reward loop adds (reward_router_address, reward_model_tokenizer) and
ignores them; the prime reward manager calls it positionally from a
process pool, each worker with its own connection.  For the batch
reward manager (reward_model.reward_manager=batch):

    custom_reward_function.name=compute_score_batch

compute_score_batch(data_sources, solution_strs, ground_truths,
extra_infos, **kwargs) scores the whole batch in one request.  Standard
library only; one keep-alive connection per process and thread.  A
server that is down, restarting or draining is asked again for
PAPO_SERVE_RETRY_SECONDS (300; the whole request: a check changes
nothing on the server, so nothing is scored twice); one that stays
away, or refuses a request, is an exception, never a silent 0.  The
problem is read from extra_info["question"], where verl's data
preprocessors put it (a letter answered by its option's text is then
rewarded; without it, not).

Environment:
  PAPO_SERVE_URL   the server (default http://127.0.0.1:8000)
  PAPO_SERVE_TIMEOUT  seconds to wait for a reply (default 300)
  PAPO_SERVE_RETRY_SECONDS  how long to ask a server that is down (300)

compute_details() gives the server's whole verdict for one response:
{"reward": 1, "r_out": 1, "pred": "4", "verify": "equal"}.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import papo_client  # noqa: E402

__all__ = ["compute_score", "compute_details", "compute_score_batch"]


def _details(rec):
    return {"reward": papo_client.reward_of(rec, 0.0),
            "r_out": rec.get("r_out"), "pred": rec.get("pred"),
            "verify": rec.get("verify")}


def compute_details(data_source, solution_str, ground_truth,
                    extra_info=None, **kwargs):
    """The server's verdict on one response, as a dict.

    A numpy array or scalar (a Parquet column) is sent as its plain
    Python value, NaN (pandas' missing value) as no reference (the
    no_reference verdict), never the text "nan"; an infinity as the
    text "inf" (JSON has none), as verl_reward.py does.
    """
    rec = papo_client.score([papo_client.record(
        solution_str, ground_truth, _question(extra_info))])
    return _details(rec[0])


def _question(extra_info):
    """The problem, where verl's data preprocessors keep it
    (extra_info["question"]): an option's text against a letter."""
    q = extra_info.get("question") if isinstance(extra_info, dict) else None
    return q if isinstance(q, str) else None


def compute_score(data_source, solution_str, ground_truth, extra_info=None,
                  **kwargs):
    """1.0 when the final answer equals the reference, else 0.0."""
    return compute_details(data_source, solution_str, ground_truth,
                           extra_info)["reward"]


def compute_score_batch(data_sources, solution_strs, ground_truths,
                        extra_infos=None, **kwargs):
    """compute_score for verl's batch reward manager: a list, in order."""
    infos = extra_infos if extra_infos is not None else \
        [None] * len(solution_strs)
    recs = papo_client.score([
        papo_client.record(s, g, _question(e))
        for s, g, e in zip(solution_strs, ground_truths, infos,
                           strict=True)])
    return [papo_client.reward_of(r, 0.0) for r in recs]
