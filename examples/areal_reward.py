# SPDX-License-Identifier: MIT
"""areal_reward.py: papo-verify --serve as AReaL's reward function.

Start the server once (papo-verify --serve 8000 &), put examples/ on
PYTHONPATH and give the workflow the function:

    RLVRWorkflow(reward_fn="areal_reward.papo_reward_fn", ...)

AReaL calls reward_fn(prompt, completions, prompt_ids, completion_ids,
**data) for each sample, where prompt is the prompt's text (its chat
template kept: papo reads the problem past it), completions the
response's text and **data the dataset row's other columns; the
reference is the first of PAPO_REFERENCE_KEYS (default
"answer,solution,ground_truth") the row has.  AReaL runs it in a pool of
worker processes (AsyncRewardWrapper): each opens its own connection to
the one server.  The reward is 1.0 when papo-verify finds the final
answer equal to the reference, else 0.0 (no committed answer, no
reference).  A server down or restarting is asked again
(examples/papo_client.py); one that stays away raises, which AReaL
logs.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import papo_client  # noqa: E402

__all__ = ["papo_reward_fn"]


def papo_reward_fn(prompt, completions, prompt_ids=None,
                   completion_ids=None, **data):
    """1.0 when the final answer equals the row's reference, else 0.0."""
    ref = None
    for k in os.environ.get("PAPO_REFERENCE_KEYS",
                            "answer,solution,ground_truth").split(","):
        if k.strip() in data:
            ref = data[k.strip()]
            break
    rec = papo_client.score([papo_client.record(completions, ref, prompt)])
    return papo_client.reward_of(rec[0], 0.0)
