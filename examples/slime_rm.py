# SPDX-License-Identifier: MIT
"""slime_rm.py: papo-verify --serve as slime's custom reward model.

slime can post each sample to the server itself (--rm-type remote_rm
--rm-url http://127.0.0.1:8000/reward).  This file is for the custom
hook instead, which also sees a sample's status and, with --group-rm,
scores a whole group in one request:

    --custom-rm-path slime_rm.papo_rm          (examples/ on PYTHONPATH)

slime awaits papo_rm(args, sample) for each sample, or, with
--group-rm, papo_rm(args, samples) for each group; it returns the
reward, or the list of them in order: 1.0 when papo-verify finds the
final answer equal to sample.label, else 0.0 (no committed answer, no
label).  sample.prompt (a string or chat messages) is the problem; a
sample whose status is truncated or aborted is cut off and gets no
answer, as papo reads slime's dumps.  The request runs on a thread
(the rollout's event loop goes on); a server down or restarting is
asked again (examples/papo_client.py).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import papo_client  # noqa: E402

__all__ = ["papo_rm"]


def _record(sample):
    st = getattr(sample, "status", None)
    st = getattr(st, "value", st)
    return papo_client.record(sample.response, sample.label, sample.prompt,
                              st in ("truncated", "aborted"))


async def papo_rm(args, sample, **kwargs):
    """The reward of a sample, or the rewards of a list of them."""
    group = isinstance(sample, (list, tuple))
    recs = await papo_client.ascore([_record(s) for s in
                                     (sample if group else [sample])])
    rewards = [papo_client.reward_of(r, 0.0) for r in recs]
    return rewards if group else rewards[0]
