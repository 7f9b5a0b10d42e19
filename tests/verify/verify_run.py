# SPDX-License-Identifier: MIT
"""verify_run.py: what the hostile_*.py generators share: their variants
written as JSONL records, listed (--list) or judged by one papo-verify
run (the program named by the script's first argument), one verdict
a record, in order."""
import json
import subprocess
import sys


def verdicts(name, vs, listing):
    """The verdicts of papo-verify (sys.argv[1], -q --explain) on the
    records vs, in order; None when listing, after writing the records
    to standard output.  Exits with a message naming the script when
    papo-verify fails or writes another number of records."""
    inp = "".join(json.dumps(v, ensure_ascii=False) + "\n" for v in vs)
    if listing:
        sys.stdout.write(inp)
        return None
    p = subprocess.run([sys.argv[1], "-q", "--explain"], input=inp.encode(),
                       capture_output=True)
    if p.returncode != 0:
        sys.exit("%s: papo-verify exited %d: %s" %
                 (name, p.returncode, p.stderr.decode()[:300]))
    out = [json.loads(x) for x in p.stdout.decode().splitlines()]
    if len(out) != len(vs):
        sys.exit("%s: %d records in, %d out" % (name, len(vs), len(out)))
    return out
