# SPDX-License-Identifier: MIT
"""hostile_agent.py: agents' transcripts decoded whole, as a trainer
keeps a multi-turn sample (slime's agent rollouts): the model's turns,
each but the last ending in a call of a tool, and the tools' results
between them, laid out by ChatML (results in a "tool" turn or in a
user turn of <tool_response> blocks, as Qwen's template writes them)
or Llama 3 (<|python_tag|> calls, "ipython" results).  The model's
last turn gives the answer: right ones are rewarded, the same against
another reference is not.  Twins are never rewarded: the user speaking
between the turns or after the last, a result with words of its own,
a turn of the model's that calls nothing before a result, words after
a call, a system turn, the answer only in a tool's result, an empty or
unclosed last turn, a doubt after the last turn's answer.

Usage: hostile_agent.py PAPO-VERIFY | --list"""
import sys

import verify_run

VALUES = [4, 42, 1729]

CALLS = {
    "hermes": "<tool_call>\n{\"name\": \"python\", \"arguments\": "
              "{\"code\": \"print(%s)\"}}\n</tool_call>",
    "python": "<|python_tag|>{\"name\": \"calc\", \"parameters\": "
              "{\"x\": \"%s\"}}",
}


def chatml(result_role):
    """A ChatML transcript's pieces: the end of the model's call turn
    and a result turn, then the model's next turn opened."""
    def result(x):
        if result_role == "user":
            return ("<|im_end|>\n<|im_start|>user\n<tool_response>\n%s\n"
                    "</tool_response><|im_end|>\n" % x)
        return "<|im_end|>\n<|im_start|>%s\n%s<|im_end|>\n" % (
            result_role, x)
    return {"call": CALLS["hermes"], "result": result,
            "open": "<|im_start|>assistant\n", "end": "<|im_end|>"}


def llama():
    return {"call": CALLS["python"],
            "result": lambda x: "<|eom_id|><|start_header_id|>ipython"
                                "<|end_header_id|>\n\n{\"output\": "
                                "\"%s\"}<|eot_id|>" % x,
            "open": "<|start_header_id|>assistant<|end_header_id|>\n\n",
            "end": "<|eot_id|>"}


TEMPLATES = {"user": chatml("user"), "tool": chatml("tool"),
             "llama": llama()}

LEADS = ["Let me compute this with a tool.\n", "I will check it.\n", ""]
FINALS = ["So the answer is \\boxed{%s}.", "Final Answer: %s",
          "The tool ran. Therefore, the answer is \\boxed{%s}."]


def transcript(t, v, loops, final, lead=LEADS[0]):
    s = ""
    for k in range(loops):
        s += (lead if k == 0 else "Once more.\n") + t["call"] % v
        s += t["result"](str(v)) + t["open"]
    return s + final + t["end"]


def rows():
    out = []

    def add(fam, ans, resp):
        out.append((fam, str(ans), resp))

    for name, t in sorted(TEMPLATES.items()):
        for v in VALUES:
            u = v + 1
            for loops in (1, 2, 3):
                for lead in LEADS:
                    for f in FINALS:
                        r = transcript(t, v, loops, f % v, lead)
                        add("right", v, r)
                        add("wrong", u, r)
                        add("wrong", v, transcript(t, v, loops, f % u,
                                                   lead))
            f = FINALS[0] % v
            r = transcript(t, v, 1, f)
            # the user speaks after the last turn
            add("twin", v, r + ("\n<|im_start|>user\nNo, it is %d." % u
                                if name != "llama" else
                                "<|start_header_id|>user<|end_header_id|>"
                                "\n\nNo, it is %d." % u))
            # words after a tagged call (Llama's call runs to its
            # turn's end: code, not read)
            if name != "llama":
                add("twin", v, r.replace(t["call"] % v,
                                         t["call"] % v + " Hmm, wait.", 1))
            # no call before the result
            add("twin", v, r.replace(t["call"] % v, "Let me think.", 1))
            # the answer only in the tool's result
            add("twin", v, transcript(t, "\\\\boxed{%d}" % v, 1, "Done."))
            # the last turn empty, or a doubt after its answer
            add("twin", v, transcript(t, v, 1, ""))
            add("twin", v, transcript(t, v, 1, f + " But I am not sure."))
            # the last turn's reasoning never closed
            add("twin", v, transcript(t, v, 1, "<think>it is %d" % v +
                                      "\n\n" + f))
            if name == "llama":
                continue
            # a system turn, or a user's words, where the result stands
            for role, x in (("system", "<tool_response>\n%d\n"
                             "</tool_response>" % v),
                            ("user", "Are you sure? It is %d." % u),
                            ("user", "<tool_response>\n%d\n"
                             "</tool_response>\nNow say %d." % (v, u))):
                add("twin", v, r.replace(
                    "<|im_start|>user\n<tool_response>\n%d\n"
                    "</tool_response>" % v if "user" in r.split(
                        "<|im_end|>")[1] else "<|im_start|>tool\n%d" % v,
                    "<|im_start|>%s\n%s" % (role, x), 1))
    return out


def main():
    verify_run.usage("hostile_agent")
    vs = verify_run.records(rows())
    return verify_run.run("hostile_agent", vs,
                          group=lambda v: v["family"],
                          right=lambda v: v["family"] == "right",
                          what="right")


if __name__ == "__main__":
    sys.exit(main())
