# SPDX-License-Identifier: MIT
"""trl_reward.py: papo-verify --serve as a reward function of TRL's GRPOTrainer.

Start the server once (papo-verify --serve 8000 &), then:

    import sys; sys.path.insert(0, "/path/to/examples")
    from trl_reward import papo_accuracy
    trainer = GRPOTrainer(..., reward_funcs=[papo_accuracy])

GRPOTrainer calls a reward function with the whole batch:
papo_accuracy(prompts, completions, completion_ids, **kwargs), where
completions are strings or, for a conversational dataset, lists of
messages ([{"role": "assistant", "content": ...}]), and kwargs holds
every other column of the dataset, a list a column.  The reference is
the first of the columns named in PAPO_REFERENCE_KEYS (default
"solution,answer,ground_truth,reward_model") that the batch has; a
reward_model column's ground_truth is read.  The batch is one request
(examples/papo_client.py: retried while the server is down or
restarting).

The reward is 1.0 when papo-verify finds the final answer equal to the
reference, 0.0 when it finds it different or finds no committed answer,
and None where there is no verdict (no reference: None or NaN): TRL
leaves such a sample out of the reward, as its own accuracy_reward does
with a reference it cannot parse.  papo_accuracy_async is the same as a
coroutine, which GRPOTrainer runs beside the other reward functions.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import papo_client  # noqa: E402

__all__ = ["papo_accuracy", "papo_accuracy_async", "records_of"]


def _references(n, kwargs):
    keys = os.environ.get("PAPO_REFERENCE_KEYS",
                          "solution,answer,ground_truth,reward_model")
    for k in keys.split(","):
        col = kwargs.get(k.strip())
        if col is None:
            continue
        col = list(col)
        if len(col) != n:
            raise ValueError("trl_reward: column %r has %d values for %d "
                             "completions" % (k, len(col), n))
        if k.strip() == "reward_model":
            col = [v.get("ground_truth") if isinstance(v, dict) else v
                   for v in col]
        return col
    raise ValueError("trl_reward: no reference column among %s (the "
                     "dataset's columns here: %s); name it in "
                     "PAPO_REFERENCE_KEYS" % (keys, ", ".join(sorted(
                         k for k in kwargs if isinstance(kwargs[k], list)))))


def records_of(prompts, completions, **kwargs):
    """The papo records of a GRPOTrainer batch."""
    completions = list(completions)
    refs = _references(len(completions), kwargs)
    prompts = list(prompts) if prompts is not None else \
        [None] * len(completions)
    return [papo_client.record(c, r, p)
            for p, c, r in zip(prompts, completions, refs)]


def papo_accuracy(prompts, completions, completion_ids=None, **kwargs):
    """1.0 / 0.0 a completion, None where there is no verdict."""
    recs = papo_client.score(records_of(prompts, completions, **kwargs))
    return [papo_client.reward_of(r) for r in recs]


async def papo_accuracy_async(prompts, completions, completion_ids=None,
                              **kwargs):
    """papo_accuracy as a coroutine (TRL gathers async reward functions)."""
    recs = await papo_client.ascore(records_of(prompts, completions,
                                               **kwargs))
    return [papo_client.reward_of(r) for r in recs]
