# SPDX-License-Identifier: MIT
# replies_gen.py: what the generators of judge replies share
# (make-replies-round21.py, -round23.py, -round24.py, -round25.py,
# -round26.py, -round27.py, -round28.py, -round29.py, -round30.py,
# -round31.py, -round32.py, -round33.py, -round34.py, -round35.py,
# -round36.py, -round37.py, -round38.py, -round39.py, -round40.py,
# -round41.py, -round42.py, -round43.py, -round44.py, -round45.py,
# -round46.py, -round47.py):
# the cases, each a name, a rubric of tests/judge/rubrics/ (or
# rubrics/), a reply and
# "want", the verdict a reader of the reply takes it to state (None:
# none, or more than one); their reading by papo-read-replies, one run
# a rubric; and the file they are written to, in replies-round21.txt's
# format ("want:" and "expect:", the reading, before the reply); and
# the count per family that rounds 24 to 31 report (report), the
# judge families' styles their replies are written in (styled), and
# rounds 27 to 31's families of replies and command line (Families,
# main).
import os, re, subprocess, sys, tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


class Cases:
    def __init__(self):
        self.cases = []
        self.cut = set()

    def case(self, name, rubric, reply, want, cut=False):
        """cut: the reply was cut off (finish reason length)."""
        if cut:
            self.cut.add(len(self.cases))
        self.cases.append((name, rubric, reply, want))

    def read_all(self, reader):
        """Each case's reading: its score as %g, or its error."""
        by = {}
        for i, (name, rubric, reply, want) in enumerate(self.cases):
            by.setdefault((rubric, i in self.cut), []).append(i)
        got = [None] * len(self.cases)
        for (rubric, cut), idx in by.items():
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
            out = subprocess.run([reader] + (["-l"] if cut else []) +
                                 [path, f.name],
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


# the judge families' styles a reply is written in (rounds 24 to 26)
STYLES = ["gpt-oss", "qwen3", "llama", "deepseek-r1", "gemma"]


def styled(style, body, verdict):
    """A reply in a judge family's style around its verdict."""
    if style == "gpt-oss":
        return ("<|channel|>analysis<|message|>Check each step. %s<|end|>"
                "<|start|>assistant<|channel|>final<|message|>%s\n\n%s"
                "<|return|>" % (body, body, verdict))
    if style == "qwen3":
        return ("<think>\nLet me check each step of the solution.\n"
                "</think>\n\n%s\n\n%s" % (body, verdict))
    if style == "llama":
        return ("Here is my evaluation of the response:\n\n%s\n\n%s"
                % (body, verdict))
    if style == "deepseek-r1":
        return ("<think>\nThe user wants a grade. %s\n</think>\n\n"
                "**Evaluation**\n\n%s\n\n%s" % (body, body, verdict))
    return "**Assessment:**\n\n%s\n\n%s" % (body, verdict)


# the same with a plain verdict among them (rounds 27 and 28)
PLAIN_STYLES = ["plain", "qwen3", "llama", "gpt-oss", "assessed"]


def styled_plain(style, analysis, verdict):
    """A reply in a judge family's style around its verdict, analysis
    the judge's text before it (PLAIN_STYLES: the verdict alone too)."""
    if style == "qwen3":
        return "<think>\nCheck each step.\n</think>\n\n%s\n\n%s" % (
            analysis, verdict)
    if style == "llama":
        return ("Here is my evaluation of the response:\n\n%s\n\n%s"
                % (analysis, verdict))
    if style == "gpt-oss":
        return ("<|channel|>analysis<|message|>Check each step.<|end|>"
                "<|start|>assistant<|channel|>final<|message|>%s"
                "<|return|>" % verdict)
    if style == "assessed":
        return "**Assessment:**\n\n%s\n\n%s" % (analysis, verdict)
    return verdict

class Families:
    """A round's generated replies by family (rounds 27 to 31): read,
    the kinds (a family's first word) papo-judge reads, so that a
    verdict lost in a family of them that must be read fails; analysis,
    the judge's text before each verdict.  A reply added with no style
    is written in the next of PLAIN_STYLES around its verdict, one
    with a style ("") as it is.  every: a family must be read when
    every reply added to it must (rounds 29 on); else as its last
    reply added says (rounds 27 and 28)."""

    def __init__(self, read, analysis, every=True):
        self.cases = Cases()
        self.family = []
        self.must = {}
        self.k = 0
        self.read = read
        self.analysis = analysis
        self.every = every

    def add(self, family, must, rubric, verdict, want, style=None,
            cut=False):
        if style is None:
            style = PLAIN_STYLES[self.k % len(PLAIN_STYLES)]
            verdict = styled_plain(style, self.analysis, verdict)
        self.k += 1
        kind = must and family.split()[0] in self.read
        self.must[family] = (self.must.get(family, 1) and kind
                             if self.every else kind)
        self.family.append(family)
        self.cases.case("%s %d" % (family, self.k), rubric, verdict, want,
                        cut)


class Styled(Families):
    """Families whose replies are written in the round's styles in turn
    (rounds 32 on): the class's STYLES, and its styled(style, verdict)
    the reply around a verdict."""
    STYLES = ()

    def styled(self, style, verdict):
        raise NotImplementedError

    def put(self, family, must, rubric, verdict, want, style=None,
            cut=False):
        """cut: read as a reply cut off (finish reason length)."""
        if style is None:
            style = self.STYLES[self.k % len(self.STYLES)]
        self.add(family, must, rubric, self.styled(style, verdict), want,
                 "", cut)


class Served(Styled):
    """The served judges of rounds 44 on, in turn: gpt-oss (harmony),
    Qwen3 (<think> in the content), DeepSeek-R1 (only the close of the
    prompt's <think>), Llama-3 (its end token), Claude and GPT-4o (a line
    before the verdict), none; the analysis the reasoning ones carry is
    the class's NOTE."""
    STYLES = ("harmony", "qwen3", "r1", "llama3", "claude", "gpt4o",
              "bare")
    NOTE = ""

    def styled(self, style, verdict):
        if style == "harmony":
            return ("<|start|>assistant<|channel|>analysis<|message|>The "
                    "user asks for a grade. %s<|end|><|start|>assistant"
                    "<|channel|>final<|message|>%s<|return|>"
                    % (self.NOTE, verdict))
        if style == "qwen3":
            return ("<think>\nAlright, I need to grade the inequality. %s"
                    "\n</think>\n\n%s" % (self.NOTE, verdict))
        if style == "r1":
            return ("Hmm, the square is completed first. %s\n</think>\n\n"
                    "%s" % (self.NOTE, verdict))
        if style == "llama3":
            return "%s<|eot_id|>" % verdict
        if style == "claude":
            return ("I'll evaluate the response against the rubric.\n\n"
                    "%s" % verdict)
        if style == "gpt4o":
            return "### Evaluation\n\n%s" % verdict
        return verdict

    def each(self, family, must, rubric, verdict, want, cut=False):
        """verdict in each style in turn."""
        for style in self.STYLES:
            self.put(family, must, rubric, verdict, want, style, cut)


# The analysis a reasoning judge's replies carry before their verdict
# (rounds 36 on), and the judge families whose styles they are written
# in: gpt-oss (harmony), Qwen3 (<think> in the content), DeepSeek-R1
# (the prompt opened the <think>: only its close in the reply), Llama-3
# (its end token), none.
ANALYSIS = ("The response sets up the recurrence and reaches the closed "
            "form, but the induction step skips the base case check.")
REASONING_STYLES = ["gpt-oss", "qwen3", "r1", "llama3", "bare"]


def reasoning_styled(style, verdict, analysis=ANALYSIS):
    """verdict (the judge's last text) in a reasoning judge's style."""
    if style == "gpt-oss":
        return ("<|start|>assistant<|channel|>analysis<|message|>We need "
                "to grade the student's solution. %s<|end|><|start|>"
                "assistant<|channel|>final<|message|>%s<|return|>"
                % (analysis, verdict))
    if style == "qwen3":
        return ("<think>\nOkay, let me check each step. %s\n</think>\n\n%s"
                % (analysis, verdict))
    if style == "r1":
        return ("Let me check the induction. %s\n</think>\n\n%s"
                % (analysis, verdict))
    if style == "llama3":
        return "%s\n\n%s<|eot_id|>" % (analysis, verdict)
    return verdict


class ReasoningRound(Styled):
    """Families whose replies are styled by REASONING_STYLES in turn."""
    STYLES = REASONING_STYLES

    def styled(self, style, verdict):
        return reasoning_styled(style, verdict)


# a sentence that says the whole work is correct (papo_rubric_praise_bottom)
WHOLE_CORRECT = re.compile(r"(?:The|This|Its|Each|Every)(?: [\w']+){0,3}? "
                           r"(?:answer|response|result|solution) is "
                           r"correct(?![a-z])")


def praised_at_one(v, sentence, fault):
    """1 when v is 1 (under a rubric of 1 up) and the sentence after
    the verdict says the whole work is correct, fault (the sentence
    names a fault or a contrast) 0: "Score: 1. The answer is correct."
    says two things, the worst level and a correct answer (a binary
    judge's 1), and is read as no verdict since round 44."""
    return v == 1 and not fault and \
        WHOLE_CORRECT.match(sentence) is not None


def other(v):
    """Another score than v, on any scale from 1: one less, 2 for 1."""
    return v - 1 if v > 1 else 2


def main(name, families):
    """A generator's command line: --families READER runs families
    (a function of the reader's path that returns the exit status)."""
    if len(sys.argv) == 3 and sys.argv[1] == "--families":
        sys.exit(families(sys.argv[2]))
    sys.exit("usage: %s --families reader" % name)


def wrong(want, got):
    """'misread' (a score not the one stated), 'lost' or None."""
    if want is None:
        return "misread" if got not in ("no_score", "truncated") else None
    if got in ("no_score", "truncated"):
        return "lost"
    return None if float(got) == want else "misread"


# Words that praise the work as a whole ("The proof is complete."):
# beside the rubric's lowest score the reader may refuse such a reply,
# the worst level and a complete proof being two verdicts
# (papo-rubric(5); make-replies-round47.py's "praised lowest" family
# says it must).  The generators of rounds 21 to 46 wrote such
# sentences after every tier: there a verdict may go unread
# (lowest_praised), never be misread.
PRAISE = ("complete", "justifi", "thorough", "rigorous", "excellent",
          "perfect", "flawless", "proves", "vollst", "begr\u00fc",
          "complet", "compl\u00e8", "rigor", "\u5b8c\u6574",
          "\u5b8c\u5168", "\uc644\uc804", "\u043f\u043e\u043b\u043d",
          "\u53b3\u5bc6", "\uc5c4\ubc00", "\u0441\u0442\u0440\u043e\u0433")


def lowest_score(rubric):
    """The lowest of a rubric's scores, from its 'scores:' line, or
    None."""
    path = os.path.join(TOP, "tests/judge/rubrics/%s.yaml" % rubric)
    if not os.path.exists(path):
        path = os.path.join(TOP, "rubrics/%s.yaml" % rubric)
    m = re.search(r"^scores: \[([^\]]*)\]", open(path, encoding="utf-8")
                  .read(), re.M)
    return min(float(x) for x in m.group(1).split(",")) if m else None


def lowest_praised(rubric, reply, want):
    """1 when want is the rubric's lowest score and reply praises the
    work as a whole (PRAISE)."""
    return (want is not None and want == lowest_score(rubric) and
            any(w in reply.lower() for w in PRAISE))


def report(F, reader):
    """Read F's cases (F.cases, with F.family and F.must beside them) by
    reader and print each family's count, misread and lost (a misread
    reply shown whole, a lost one too when SHOW_LOST is set), the traps
    and the totals: 1 when a reply is misread or a must-read family
    loses one, else 0."""
    got = F.cases.read_all(reader)
    count = {}
    for fam, (name, rubric, reply, want), g in zip(F.family,
                                                   F.cases.cases, got):
        c = count.setdefault(fam, [0, 0, 0])
        c[0] += 1
        w = wrong(want, g)
        if w == "misread":
            c[1] += 1
            print("misread as %s: %s: %r" % (g, name, reply))
        elif w == "lost" and lowest_praised(rubric, reply, want):
            pass    # may go unread (PRAISE)
        elif w == "lost":
            c[2] += 1
            if os.environ.get("SHOW_LOST"):
                print("lost: %s: %r" % (name, reply))
    bad = 0
    traps = sum(1 for (_, _, _, want) in F.cases.cases if want is None)
    for fam in sorted(count):
        n, mis, lost = count[fam]
        print("%-32s %5d replies, %d misread, %d lost%s" %
              (fam, n, mis, lost, " (must read)" if lost and
               F.must[fam] else ""))
        bad += mis + (lost if F.must[fam] else 0)
    print("%d traps" % traps)
    print("%d replies, %d families" % (len(F.family), len(count)))
    sys.stdout.flush()
    return 1 if bad else 0
