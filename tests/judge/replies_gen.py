# SPDX-License-Identifier: MIT
# replies_gen.py: what the generators of judge replies share
# (make-replies-round21.py, -round23.py, -round24.py, -round25.py,
# -round26.py, -round27.py, -round28.py): the
# cases, each a name, a rubric of tests/judge/rubrics/ (or rubrics/), a reply and
# "want", the verdict a reader of the reply takes it to state (None:
# none, or more than one); their reading by papo-read-replies, one run
# a rubric; and the file they are written to, in replies-round21.txt's
# format ("want:" and "expect:", the reading, before the reply).
import os, subprocess, tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


class Cases:
    def __init__(self):
        self.cases = []

    def case(self, name, rubric, reply, want):
        self.cases.append((name, rubric, reply, want))

    def read_all(self, reader):
        """Each case's reading: its score as %g, or its error."""
        by = {}
        for i, (name, rubric, reply, want) in enumerate(self.cases):
            by.setdefault(rubric, []).append(i)
        got = [None] * len(self.cases)
        for rubric, idx in by.items():
            path = os.path.join(TOP, "tests/judge/rubrics/%s.yaml" % rubric)
            if not os.path.exists(path):
                path = os.path.join(TOP, "rubrics/%s.yaml" % rubric)
            with tempfile.NamedTemporaryFile("w", delete=False,
                                             encoding="utf-8") as f:
                for i in idx:
                    # the case's name after its index: make check's
                    # asan-shell samples each family (asan-sample.sh)
                    f.write("@@@ %d %s\n%s\n" % (i, self.cases[i][0],
                                                 self.cases[i][2]))
            out = subprocess.run([reader, path, f.name],
                                 capture_output=True, text=True,
                                 check=True).stdout
            os.unlink(f.name)
            for line in out.splitlines():
                k, v = line.split("\t")[:2]
                got[int(k.split(" ")[0])] = v
        return got

    def write(self, reader, header):
        """The replies file on standard output, each case read by
        reader (papo-read-replies); header its comment."""
        got = self.read_all(reader)
        print(header)
        for (name, rubric, reply, want), g in zip(self.cases, got):
            w = "none" if want is None else "%g" % want
            print("=== %s\nrubric: %s\nwant: %s\nexpect: %s\n---\n%s"
                  % (name, rubric, w, g, reply))


def wrong(want, got):
    """'misread' (a score not the one stated), 'lost' or None."""
    if want is None:
        return "misread" if got not in ("no_score", "truncated") else None
    if got in ("no_score", "truncated"):
        return "lost"
    return None if float(got) == want else "misread"
