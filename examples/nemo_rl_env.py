# SPDX-License-Identifier: MIT
"""nemo_rl_env.py: papo-verify --serve as a NeMo-RL environment.

Start the server once (papo-verify --serve 8000 &), put examples/ on
PYTHONPATH, and register the environment before the run creates it:

    from nemo_rl.environments.utils import register_env
    register_env("papo", "nemo_rl_env.PapoEnvironment")

then name it in the data config (env_name: papo) as the math
environment is.  NeMo-RL calls step(message_log_batch, metadata) on the
Ray actor with a batch of conversations ([{"role": "user", ...},
{"role": "assistant", ...}]) and each one's metadata, whose
ground_truth is the reference.  The whole batch is one request
(examples/papo_client.py: asked again while the server is down or
restarting); the last assistant turn is the response, the last user
turn before it the problem.  The reward is 1.0 when papo-verify finds
the final answer equal to ground_truth, else 0.0 (no committed answer,
no ground truth); each episode ends there, as in the math environment,
and with return_extracted_answer the answers are papo's pred.

papo_step() is the same without Ray and torch: (rewards, answers).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import papo_client  # noqa: E402

__all__ = ["papo_step", "PapoEnvironment"]


def _problem(conversation):
    """The last user turn before the last assistant turn."""
    msgs = [m for m in conversation if isinstance(m, dict)]
    last = max((i for i, m in enumerate(msgs) if m.get("role") ==
                "assistant"), default=len(msgs))
    return papo_client.problem_of(msgs[:last])


def papo_step(message_log_batch, metadata):
    """The rewards (floats) and papo's answers (pred) of a batch."""
    recs = papo_client.score([
        papo_client.record(conv, (md or {}).get("ground_truth"),
                           _problem(conv))
        for conv, md in zip(message_log_batch, metadata, strict=True)])
    return ([papo_client.reward_of(r, 0.0) for r in recs],
            [r.get("pred") for r in recs])


try:
    import ray
    import torch
    from nemo_rl.environments.interfaces import (EnvironmentInterface,
                                                 EnvironmentReturn)
except ImportError:         # papo_step alone, outside NeMo-RL
    EnvironmentInterface = None

if EnvironmentInterface is not None:
    @ray.remote(max_restarts=-1, max_task_retries=-1, max_concurrency=1000)
    class PapoEnvironment(EnvironmentInterface):
        """NeMo-RL's environment interface over papo_step."""

        def __init__(self, cfg=None):
            self.cfg = cfg or {}

        def step(self, message_log_batch, metadata,
                 return_extracted_answer=False):
            rewards, answers = papo_step(message_log_batch, metadata)
            obs = [{"role": "environment", "content":
                    "Environment: correct" if r else
                    "Environment: incorrect"} for r in rewards]
            rewards = torch.tensor(rewards).cpu()
            return EnvironmentReturn(
                observations=obs, metadata=metadata,
                next_stop_strings=[None] * len(message_log_batch),
                rewards=rewards, terminateds=torch.ones_like(rewards).cpu(),
                answers=answers if return_extracted_answer else None)

        def global_post_process_and_metrics(self, batch):
            return batch, {}

        def shutdown(self):
            pass
