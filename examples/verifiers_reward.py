# SPDX-License-Identifier: MIT
"""verifiers_reward.py: papo-verify --serve as a reward of a verifiers Rubric.

Start the server once (papo-verify --serve 8000 &).  In an environment
of verifiers (and so of prime-rl, which trains on them):

    import sys; sys.path.insert(0, "/path/to/examples")
    from verifiers_reward import papo_correct
    rubric = vf.Rubric(funcs=[papo_correct], weights=[1.0])

A Rubric calls a reward function with the arguments its signature names
(here prompt, completion and answer; the rest, state, info, task and
the class objects, land in **kwargs) and awaits it when it is a
coroutine.  completion is a string or the list of messages of the
rollout (the last assistant message is the response); prompt the
string or the messages (the last user message is the problem, which
maps an option's letter to its text).

papo_correct returns 1.0 when papo-verify finds the final answer equal
to answer, else 0.0: no committed answer, or no reference (verifiers'
answer defaults to ""), is 0.0, since a Rubric needs a number; so is
a rollout the environment cut off (state["is_truncated"]), as in
papo's reading of a verifiers dump.
papo_correct_group(prompts, completions, answers, **kwargs) scores a
whole group in one request; a Rubric takes it for a group reward
function by those names.  Both run the request on a thread, so that the
environment's event loop goes on; a server down or restarting is asked
again (examples/papo_client.py).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import papo_client  # noqa: E402

__all__ = ["papo_correct", "papo_correct_group"]


def _cut(state):
    """A rollout the environment cut off (state["is_truncated"])."""
    return isinstance(state, dict) and bool(state.get("is_truncated"))


async def papo_correct(prompt, completion, answer, **kwargs):
    """1.0 when the rollout's final answer equals answer, else 0.0."""
    rec = await papo_client.ascore([papo_client.record(
        completion, answer, prompt, _cut(kwargs.get("state")))])
    return papo_client.reward_of(rec[0], 0.0)


async def papo_correct_group(prompts, completions, answers, **kwargs):
    """papo_correct for a group of rollouts, one request."""
    states = kwargs.get("states") or [None] * len(completions)
    recs = await papo_client.ascore([
        papo_client.record(c, a, p, _cut(st))
        for p, c, a, st in zip(prompts, completions, answers, states,
                               strict=True)])
    return [papo_client.reward_of(r, 0.0) for r in recs]
