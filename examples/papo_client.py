# SPDX-License-Identifier: MIT
"""papo_client.py: what the trainers' reward hooks in examples/ share.

A batch of samples goes to papo-verify --serve as papo's own records
(POST /v1/records, one JSON line a sample: problem, response, answer)
and comes back as papo-verify writes them on the command line for the
same lines: r_out (1, 0, or null where there is no verdict), pred and
verify.  Standard library only; one keep-alive connection per process
and thread (a forked worker opens its own, never its parent's).

A server that cannot be reached, that closes the connection, or that
answers 503 (it restarted, it is draining, it is full) is asked again,
the whole batch, with a growing pause, for PAPO_SERVE_RETRY_SECONDS:
a check changes nothing on the server, so a batch asked twice is
scored once, in order, and never partly.  A server that takes a
request and gives no reply within PAPO_SERVE_TIMEOUT is slow, not gone:
an exception at once, not the same work asked of it again.  A batch over the server's
--max-body (413) is sent in halves until each part is taken.  Anything
else (a 400, a record alone over --max-body, a reply of the wrong
length) is an exception, never a silent 0.

Environment:
  PAPO_SERVE_URL            the server (default http://127.0.0.1:8000)
  PAPO_SERVE_TIMEOUT        seconds to wait for one reply (default 300)
  PAPO_SERVE_RETRY_SECONDS  how long to keep asking a server that is
                            down (default 300)
"""

import asyncio
import http.client
import json
import math
import os
import threading
import time
import urllib.parse

__all__ = ["text_of", "problem_of", "unfinished", "record", "score", "ascore",
           "reward_of", "ServeError"]

_local = threading.local()


class ServeError(RuntimeError):
    """papo-verify --serve refused the batch, or could not be reached."""


def text_of(x):
    """The text of a completion as a trainer hands it over.

    A string is itself; a chat message ({"role", "content"}) its
    content; a list of messages the content of its last assistant
    message (of its last message when none says "assistant"); content
    given as parts ([{"type": "text", "text": ...}]) is their texts
    joined.  None is "".
    """
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if isinstance(x, dict):
        return _content(x.get("content"))
    if hasattr(x, "tolist"):
        x = x.tolist()
    msgs = [m for m in x if isinstance(m, dict)]
    mine = [m for m in msgs if m.get("role") == "assistant"]
    if mine:
        return _content(mine[-1].get("content"))
    return _content(msgs[-1].get("content")) if msgs else ""


def unfinished(x):
    """Whether a completion given as a list of messages ends before the
    model's last word: on a message that is not the assistant's (a
    tool's result, when a tool-calling loop stopped at its limit or the
    next turn was cut away entirely, as TRL's GRPOTrainer and verifiers
    hand it over), or on an assistant turn that calls a tool (whose text
    was said before the tool answered: no committed answer).  A string
    or a single message is finished."""
    if x is None or isinstance(x, (str, dict)):
        return False
    if hasattr(x, "tolist"):
        x = x.tolist()
    msgs = [m for m in x if isinstance(m, dict)]
    if not msgs:
        return False
    last = msgs[-1]
    return last.get("role") != "assistant" or bool(last.get("tool_calls"))


def _content(c):
    if c is None:
        return ""
    if isinstance(c, str):
        return c
    if isinstance(c, list):
        return "".join(p.get("text") or "" for p in c
                       if isinstance(p, dict) and p.get("type", "text")
                       in ("text", "output_text"))
    return str(c)


def problem_of(prompt):
    """The problem of a prompt: a string is itself (a chat template
    around it is the server's to read past), a list of messages the
    content of its last user message."""
    if prompt is None or isinstance(prompt, str):
        return prompt
    if hasattr(prompt, "tolist"):
        prompt = prompt.tolist()
    users = [m for m in prompt
             if isinstance(m, dict) and m.get("role") == "user"]
    return _content(users[-1].get("content")) if users else None


def _reference(ref):
    """A reference as papo reads one: None (and NaN, pandas' missing
    value) is no reference, never the text "nan"; a number its text; a
    numpy value its plain Python value; a list or object its JSON."""
    if hasattr(ref, "tolist"):
        ref = ref.tolist()
    if isinstance(ref, float) and math.isnan(ref):
        return None
    if isinstance(ref, bool):
        return json.dumps(ref)
    if isinstance(ref, (int, float)):
        return repr(ref)
    if ref is None or isinstance(ref, str):
        return ref
    return json.dumps(ref, ensure_ascii=False)


def record(response, reference, problem=None, cut=False):
    """One sample as a papo record (problem only when there is one).

    cut: the trainer says the response was cut off (a length limit, an
    abort): the record says so (finish_reason "length"), and papo
    rewards no answer in it, as it does in the trainer's dump.  A
    message list that ends before the model's last word (unfinished())
    is cut too: the assistant text before a tool's result is no final
    answer."""
    cut = cut or unfinished(response)
    r = {"response": text_of(response), "answer": _reference(reference)}
    p = problem_of(problem)
    if p is not None:
        r["problem"] = p
    if cut:
        r["finish_reason"] = "length"
    return r


def reward_of(rec, none=None):
    """A record's reward: its r_out as a float, `none` where it has none
    (no reference, a check refused by a cap)."""
    r = rec.get("r_out")
    return none if r is None else float(r)


def _conn():
    url = urllib.parse.urlsplit(os.environ.get("PAPO_SERVE_URL",
                                               "http://127.0.0.1:8000"))
    c = getattr(_local, "conn", None)
    if c is None or getattr(_local, "pid", None) != os.getpid():
        c = http.client.HTTPConnection(
            url.hostname, url.port or 80,
            timeout=float(os.environ.get("PAPO_SERVE_TIMEOUT", "300")))
        _local.conn, _local.pid = c, os.getpid()
    return c


def _drop():
    c = getattr(_local, "conn", None)
    if c is not None and getattr(_local, "pid", None) == os.getpid():
        c.close()
    _local.conn = None


def _post(body):
    """One try: (status, Retry-After, body); an OSError when the server
    is not there or went away."""
    c = _conn()
    try:
        try:
            c.request("POST", "/v1/records", body,
                      {"Content-Type": "application/x-ndjson"})
        except (BrokenPipeError, ConnectionResetError):
            # a server (or a proxy before it) may answer a body it will
            # not take before it has read it, and close: its 413 may
            # still be there to read
            pass
        r = c.getresponse()
        data = r.read()
    except TimeoutError as e:
        # slow, not gone: the same request again would only add to the
        # load that made it slow
        _drop()
        raise ServeError("papo-verify --serve at %s: no reply within "
                         "PAPO_SERVE_TIMEOUT (%s s)" % (
                             os.environ.get("PAPO_SERVE_URL",
                                            "http://127.0.0.1:8000"),
                             os.environ.get("PAPO_SERVE_TIMEOUT", "300"))
                         ) from e
    except (OSError, http.client.HTTPException) as e:
        _drop()
        raise ConnectionError(str(e) or type(e).__name__) from e
    if r.getheader("Connection", "").lower() == "close":
        _drop()
    return r.status, r.getheader("Retry-After"), data


def score(records):
    """papo-verify's records for `records` (dicts), in their order.

    A record whose answer is None is not sent: its verdict is known, no
    reference (r_out null), and a request whose records all lack one is
    refused as a file would be (no record has field 'answer')."""
    ask = [r for r in records if r.get("answer") is not None]
    got = iter(_score(ask))
    return [next(got) if r.get("answer") is not None else
            dict(r, r_out=None, pred=None, verify="no_reference")
            for r in records]


def _score(records):
    lines = [(json.dumps(r, ensure_ascii=False) + "\n").encode(
        "utf-8", "surrogatepass") for r in records]
    return _ask(lines) if lines else []


def _ask(lines):
    """The records of these lines; a body over the server's --max-body
    (413) is sent again in two halves, so that a batch of long
    responses is never refused for its size; a line alone over it is."""
    body = b"".join(lines)
    give_up = time.monotonic() + float(
        os.environ.get("PAPO_SERVE_RETRY_SECONDS", "300"))
    pause = 0.05
    while True:
        why = None
        try:
            status, after, data = _post(body)
        except ConnectionError as e:
            why = "cannot be reached (%s)" % e
        else:
            if status == 200:
                return _lines(data, len(lines))
            if status == 413 and len(lines) > 1:
                half = len(lines) // 2
                return _ask(lines[:half]) + _ask(lines[half:])
            if status == 413:
                raise ServeError("papo-verify --serve: a record of %d "
                                 "bytes is over its --max-body" % len(body))
            if status != 503:
                raise ServeError("papo-verify --serve: %d %s" % (
                    status, data[:300].decode("utf-8", "replace")))
            why = "is busy (503)"
            if after and after.isdigit():
                pause = max(pause, float(after))
        if time.monotonic() + pause > give_up:
            raise ServeError("papo-verify --serve at %s %s, still after "
                             "PAPO_SERVE_RETRY_SECONDS" % (
                                 os.environ.get("PAPO_SERVE_URL",
                                                "http://127.0.0.1:8000"),
                                 why))
        time.sleep(pause)
        pause = min(pause * 2, 2.0)


def _lines(data, n):
    out = [json.loads(l) for l in data.decode("utf-8").splitlines() if l]
    if len(out) != n:
        raise ServeError("papo-verify --serve: %d records back for %d"
                         % (len(out), n))
    return out


async def ascore(records):
    """score() for a coroutine: the wait on a thread of its own, so that
    the trainer's event loop goes on."""
    return await asyncio.get_running_loop().run_in_executor(
        None, score, records)
