# SPDX-License-Identifier: MIT
# want_adv.py KEY LAST DUMP NAME=FILE...: the runs of papo-advantage over
# a multi-turn dump whose records do not carry their trajectory's
# advantage.  Each record of DUMP expects the advantage ("adv") that
# LAST, the dump's last turns alone, gave its trajectory; KEY says how a
# record names its trajectory: "traj" (the field, SkyRL's generator) or
# "uid-head" (the uid up to its last "_": verl's rollout outputs, one
# uid a turn).  Prints the NAME of each run whose FILE, in DUMP's order,
# does not carry those advantages or cannot be read; every NAME when
# LAST or DUMP cannot be read.  One python3 for every run of a dump, not
# a jq a run (tests/t-dumps-skyrl-steps.sh,
# tests/t-dumps-verl-v1-outputs.sh).
import json, sys


def trajectory(key, record):
    if key == "traj":
        return record["traj"]
    return record["uid"].rsplit("_", 1)[0]


def main(argv):
    if len(argv) < 3 or argv[0] not in ("traj", "uid-head"):
        sys.exit("usage: want_adv.py traj|uid-head LAST DUMP NAME=FILE...")
    key, last, dump, runs = argv[0], argv[1], argv[2], argv[3:]
    try:
        adv = {}
        for line in open(last):
            r = json.loads(line)
            adv[trajectory(key, r)] = r["adv"]
        want = [adv[trajectory(key, json.loads(line))]
                for line in open(dump)]
    except (OSError, ValueError, KeyError, AttributeError):
        want = None
    for run in runs:
        name, path = run.split("=", 1)
        try:
            got = [json.loads(line).get("adv") for line in open(path)]
        except (OSError, ValueError, AttributeError):
            got = None
        if want is None or got != want:
            print(name)


main(sys.argv[1:])
