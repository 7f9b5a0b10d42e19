# SPDX-License-Identifier: MIT
"""glue_fakes.py: the trainers' reward hooks in examples/, called as each
framework calls them, against papo-verify --serve.

    python3 glue_fakes.py FRAMEWORK IN.jsonl WANT.jsonl

IN holds records (problem, response, answer); WANT is what papo-verify
wrote for them on the command line.  Each fake hands the glue the
records in the framework's own shapes (batches, message lists, None
references, threads, coroutines, forked workers) and checks that every
reward is WANT's r_out (None, or 0.0 where the hook needs a number,
where r_out is null).  PAPO_SERVE_URL names the server.  Prints one
line a disagreement and exits 1 when there is any.
"""

import asyncio
import json
import multiprocessing
import os
import sys
import threading

sys.path.insert(0, os.path.join(os.environ["TOP"], "examples"))

bad = []


def want_of(w, none):
    return none if w.get("r_out") is None else float(w["r_out"])


def check(name, got, want, none):
    if len(got) != len(want):
        bad.append("%s: %d rewards for %d records" % (name, len(got),
                                                      len(want)))
        return
    for i, (g, w) in enumerate(zip(got, want)):
        if g != want_of(w, none) or (g is not None and type(g) is not float):
            bad.append("%s: record %d: %r, papo-verify: %r (%s)" % (
                name, i + 1, g, w.get("r_out"), w.get("verify")))


def cut(r):
    """A record cut off by its length limit (finish_reason "length")."""
    return r.get("finish_reason") == "length"


def batches(n, size):
    return [range(k, min(k + size, n)) for k in range(0, n, size)]


# --- TRL: GRPOTrainer._calculate_rewards -------------------------------
def trl_call(f, recs, idx, chat):
    """One GRPOTrainer batch: the dataset's columns as lists in kwargs,
    with trainer_state, log_extra and log_metric beside them."""
    sub = [recs[i] for i in idx]
    if chat:
        prompts = [[{"role": "system", "content": "Reason step by step."},
                    {"role": "user", "content": r["problem"]}] for r in sub]
        comps = [[{"role": "assistant", "content": r["response"]}]
                 for r in sub]
    else:
        prompts = [r["problem"] for r in sub]
        comps = [r["response"] for r in sub]
    return f(prompts=prompts, completions=comps,
             completion_ids=[[1, 2, 3] for _ in sub],
             solution=[r["answer"] for r in sub],
             trainer_state=object(), log_extra=lambda *a: None,
             log_metric=lambda *a: None)


def fake_trl(recs, want):
    import trl_reward as t
    for chat in (False, True):
        got = []
        for idx in batches(len(recs), 16):
            got += trl_call(t.papo_accuracy, recs, idx, chat)
        check("trl chat=%s" % chat, got, want, None)
    # the async function, every batch gathered at once on one loop
    async def gather():
        return await asyncio.gather(*[
            trl_call(t.papo_accuracy_async, recs, idx, True)
            for idx in batches(len(recs), 16)])
    check("trl async", [x for b in asyncio.run(gather()) for x in b],
          want, None)
    # threads (several trainer processes' worth of callers)
    out = {}
    def work(k, parts):
        for idx in parts:
            out[idx.start] = trl_call(t.papo_accuracy, recs, idx, False)
    parts = batches(len(recs), 8)
    ts = [threading.Thread(target=work, args=(k, parts[k::4]))
          for k in range(4)]
    for th in ts:
        th.start()
    for th in ts:
        th.join()
    check("trl threads", [x for s in sorted(out) for x in out[s]], want,
          None)


# --- verifiers: Rubric._call_individual_reward_func / group ------------
async def verifiers_score(recs):
    """What a Rubric does: each rollout's reward function awaited with
    the score objects its signature takes, the rollouts of a group at
    once; a group function with the plural names."""
    import inspect
    import verifiers_reward as v
    sig = inspect.signature(v.papo_correct)
    def objects(r):
        return {"prompt": [{"role": "user", "content": r["problem"]}],
                "completion": [{"role": "assistant",
                                "content": r["response"]}],
                "answer": r["answer"] if r["answer"] is not None else "",
                "state": {"is_truncated": cut(r)}, "info": {}, "task": None,
                "parser": None}
    assert any(p.kind == p.VAR_KEYWORD for p in sig.parameters.values())
    # a Rubric tells a group function by its plural parameter names
    plural = {"prompts", "completions", "answers", "states", "tasks",
              "infos"}
    if plural & set(sig.parameters) or not plural & set(
            inspect.signature(v.papo_correct_group).parameters):
        bad.append("verifiers: papo_correct or papo_correct_group is "
                   "not the kind of function a Rubric takes it for")
    single = await asyncio.gather(*[v.papo_correct(**objects(r))
                                    for r in recs])
    group = []
    for idx in batches(len(recs), 8):
        objs = [objects(recs[i]) for i in idx]
        group += await v.papo_correct_group(
            prompts=[o["prompt"] for o in objs],
            completions=[o["completion"] for o in objs],
            answers=[o["answer"] for o in objs],
            states=[o["state"] for o in objs],
            tasks=[None] * len(objs), infos=[{}] * len(objs))
    return single, group


def fake_verifiers(recs, want):
    single, group = asyncio.run(verifiers_score(recs))
    # verifiers' answer "" for none: papo's no_reference, 0.0
    check("verifiers", single, want, 0.0)
    check("verifiers group", group, want, 0.0)


# --- AReaL: RLVRWorkflow -> AsyncRewardWrapper (a process pool) --------
def areal_one(args):
    import areal_reward as a
    r = args
    prompt = ("<|im_start|>user\n%s<|im_end|>\n<|im_start|>assistant\n"
              % r["problem"])
    return a.papo_reward_fn(prompt, r["response"], [1, 2], [3, 4],
                            answer=r["answer"], query_id="q")


def fake_areal(recs, want):
    import areal_reward  # noqa: F401  (the parent's own connection first)
    check("areal in process", [areal_one(recs[0])], want[:1], 0.0)
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(4, mp_context=multiprocessing.get_context(
            "fork")) as ex:
        got = list(ex.map(areal_one, recs, chunksize=4))
    check("areal workers", got, want, 0.0)


# --- verl: reward managers over custom_reward_function -----------------
def verl_prime_one(args):
    import verl_reward_http as v
    return v.compute_score(*args)


def fake_verl(recs, want):
    """The naive reward loop (keywords, on the loop's executor, with the
    router's keywords when one is set), the batch manager (plural
    keywords, a batch a call) and the prime manager (positional, in a
    forked process pool)."""
    import verl_reward_http as v
    async def naive():
        loop = asyncio.get_running_loop()
        return await asyncio.gather(*[loop.run_in_executor(
            None, lambda r=r: v.compute_score(
                data_source="openai/gsm8k", solution_str=r["response"],
                ground_truth=r["answer"],
                extra_info={"index": 0, "question": r["problem"]},
                reward_router_address=None, reward_model_tokenizer=None))
            for r in recs])
    check("verl naive", asyncio.run(naive()), want, 0.0)
    got = []
    for idx in batches(len(recs), 16):
        got += v.compute_score_batch(
            data_sources=["math"] * len(idx),
            solution_strs=[recs[i]["response"] for i in idx],
            ground_truths=[recs[i]["answer"] for i in idx],
            extra_infos=[{"index": i, "question": recs[i]["problem"]}
                         for i in idx])
    check("verl batch", got, want, 0.0)
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(4, mp_context=multiprocessing.get_context(
            "fork")) as ex:
        got = list(ex.map(verl_prime_one, [
            ("math", r["response"], r["answer"], {"question": r["problem"]})
            for r in recs],
            chunksize=4))
    check("verl prime", got, want, 0.0)


# --- slime: rm_hub.async_rm / batched_async_rm with --custom-rm-path ---
def fake_slime(recs, want):
    """slime's Sample (prompt as chat messages or text, label None where
    there is none, a Status enum) awaited one by one, gathered, and as
    groups (--group-rm)."""
    import dataclasses
    import enum
    import slime_rm as s
    class Status(enum.Enum):
        COMPLETED = "completed"
        TRUNCATED = "truncated"
    @dataclasses.dataclass
    class Sample:
        prompt: object = ""
        response: str = ""
        label: object = None
        status: Status = Status.COMPLETED
        metadata: dict = dataclasses.field(default_factory=dict)
    samples = [Sample([{"role": "user", "content": r["problem"]}]
                      if i % 2 else r["problem"], r["response"],
                      r["answer"], Status.TRUNCATED if cut(r)
                      else Status.COMPLETED) for i, r in enumerate(recs)]
    args = object()
    async def run():
        one = await asyncio.gather(*[s.papo_rm(args, x) for x in samples])
        grp = await asyncio.gather(*[s.papo_rm(args, samples[i.start:i.stop])
                                     for i in batches(len(samples), 8)])
        return one, [x for g in grp for x in g]
    one, grp = asyncio.run(run())
    check("slime", one, want, 0.0)
    check("slime --group-rm", grp, want, 0.0)


# --- NeMo-RL: an environment's step on a Ray actor ---------------------
def fake_nemo_rl(recs, want):
    """NeMo-RL's run: register_env's class made with ray.remote, created
    with .remote(cfg), its step called with batches of conversations
    (a system turn, the user's, the assistant's) and metadata with
    ground_truth, None for an ended episode.  ray, torch and
    nemo_rl.environments.interfaces are stand-ins here: a Ray actor
    called in process, a tensor a list."""
    import types
    from typing import NamedTuple
    ray = types.ModuleType("ray")
    def remote(*a, **k):
        def wrap(cls):
            class Actor:
                @staticmethod
                def remote(*args):
                    return cls(*args)
            return Actor
        return wrap
    ray.remote = remote
    torch = types.ModuleType("torch")
    class T(list):
        def cpu(self):
            return self
    torch.tensor = lambda xs: T(float(x) for x in xs)
    torch.ones_like = lambda xs: T(1.0 for _ in xs)
    itf = types.ModuleType("nemo_rl.environments.interfaces")
    class EnvironmentReturn(NamedTuple):
        observations: list
        metadata: list
        next_stop_strings: list
        rewards: object
        terminateds: object
        answers: object
    itf.EnvironmentReturn = EnvironmentReturn
    itf.EnvironmentInterface = type("EnvironmentInterface", (), {})
    for name, m in (("ray", ray), ("torch", torch),
                    ("nemo_rl", types.ModuleType("nemo_rl")),
                    ("nemo_rl.environments",
                     types.ModuleType("nemo_rl.environments")),
                    ("nemo_rl.environments.interfaces", itf)):
        sys.modules[name] = m
    import nemo_rl_env
    env = nemo_rl_env.PapoEnvironment.remote({"num_workers": 1})
    got, preds = [], []
    for idx in batches(len(recs), 16):
        logs = [[{"role": "system", "content": "Think."},
                 {"role": "user", "content": recs[i]["problem"]},
                 {"role": "assistant", "content": recs[i]["response"]}]
                for i in idx]
        md = [None if recs[i]["answer"] is None else
              {"ground_truth": recs[i]["answer"]} for i in idx]
        ret = env.step(logs, md, return_extracted_answer=True)
        if ret.terminateds != [1.0] * len(idx) or ret.metadata != md:
            bad.append("nemo-rl: terminateds %r" % (ret.terminateds,))
        got += list(ret.rewards)
        preds += ret.answers
    check("nemo-rl", got, want, 0.0)
    for i, (p, w) in enumerate(zip(preds, want)):
        if w.get("answer") is not None and p != w.get("pred"):
            bad.append("nemo-rl: record %d: answer %r, pred %r" % (
                i + 1, p, w.get("pred")))


# --- the server restarted mid-training ----------------------------------
def start_server(port, log):
    """papo-verify --serve PORT; its port once it says where it listens."""
    import subprocess
    import time
    err = open(log, "w+")
    p = subprocess.Popen(["papo-verify", "--serve", str(port), "-j", "2"],
                         stderr=err)
    for _ in range(1200):
        err.seek(0)
        t = err.read()
        if "serving http://" in t:
            return p, int(t.split("serving http://127.0.0.1:")[1]
                          .split()[0])
        if p.poll() is not None:
            raise RuntimeError("papo-verify --serve %s: %s" % (port, t))
        time.sleep(0.05)
    p.kill()
    raise RuntimeError("papo-verify --serve %s did not start" % port)


def fake_restart(recs, want):
    """Four trainer threads (TRL batches, verl samples) while the server
    gets SIGTERM, drains, exits 0 and a new one takes the same port: the
    requests in flight are answered, the others asked again, and every
    sample gets its one reward, papo-verify's."""
    import signal
    import papo_client
    import trl_reward as t
    import verl_reward_http as v
    a, port = start_server(0, "a.err")
    os.environ["PAPO_SERVE_URL"] = "http://127.0.0.1:%d" % port
    refused, third = threading.Event(), threading.Event()
    gone = threading.Event()
    post = papo_client._post
    def counted(body):
        try:
            return post(body)
        except ConnectionError:
            refused.set()
            raise
    papo_client._post = counted
    parts = batches(len(recs), 8)
    out, done = {}, [0]
    def work(k):
        for idx in parts[k::4]:
            if k % 2:
                out[idx.start] = [v.compute_score(
                    "math", recs[i]["response"], recs[i]["answer"],
                    {"question": recs[i]["problem"]}) for i in idx]
            else:
                out[idx.start] = trl_call(t.papo_accuracy, recs, idx, True)
            done[0] += 1
            if done[0] * 3 >= len(parts):
                third.set()
            # the next batch only once the server is gone, so that a
            # client meets the restart however fast it runs (not a race
            # with the rest of the run)
            if third.is_set():
                gone.wait(120)
    ts = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for th in ts:
        th.start()
    b = None
    try:
        third.wait(60)
        a.send_signal(signal.SIGTERM)
        if a.wait(60) != 0:
            bad.append("SIGTERM under load: status %d" % a.returncode)
        gone.set()
        if not refused.wait(60):
            bad.append("no client found the server gone")
        b, _ = start_server(port, "b.err")
        for th in ts:
            th.join()
        b.send_signal(signal.SIGTERM)
        if b.wait(60) != 0:
            bad.append("the new server, SIGTERM: status %d" % b.returncode)
    finally:
        gone.set()
        for p in (a, b):
            if p is not None and p.poll() is None:
                p.kill()
    # verl's samples have 0.0 where TRL's have None: TRL's None taken
    # for 0.0, then every reward compared with papo-verify's
    got = [0.0 if x is None else x for s_ in sorted(out) for x in out[s_]]
    check("restart", got, want, 0.0)


# --- a server that is not papo's, or none ------------------------------
def fake_refuse(recs, want):
    """An HTTP server that answers 404 (not papo-verify), one that
    answers 503 with Retry-After twice and then passes the request on to
    PAPO_SERVE_URL's papo-verify, one that answers 413 before it reads
    a body over 256 KB, and a port nobody listens on: the first and the
    last an exception (never 0.0), the others the right rewards."""
    import http.server
    import papo_client
    import trl_reward as t
    import urllib.request
    real = os.environ["PAPO_SERVE_URL"]
    busy = [2]
    class H(http.server.BaseHTTPRequestHandler):
        def log_message(self, *a):
            pass
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            if self.server.mode == "404":
                code, data = 404, b"not here"
            elif busy[0] > 0:
                busy[0] -= 1
                code, data = 503, b"busy"
            else:
                with urllib.request.urlopen(real + self.path, body) as r:
                    code, data = r.status, r.read()
            self.send_response(code)
            if code == 503:
                self.send_header("Retry-After", "0")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
    idx = range(0, min(16, len(recs)))
    for mode in ("404", "503"):
        srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
        srv.mode = mode
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        os.environ["PAPO_SERVE_URL"] = "http://127.0.0.1:%d" % \
            srv.server_address[1]
        try:
            got = trl_call(t.papo_accuracy, recs, idx, False)
        except papo_client.ServeError as e:
            got = e
        srv.shutdown()
        srv.server_close()
        if mode == "404" and not isinstance(got, papo_client.ServeError):
            bad.append("a server answering 404: %r, not an error" % (got,))
        if mode == "503":
            if isinstance(got, Exception) or busy[0]:
                bad.append("503 twice, then papo: %r" % (got,))
            else:
                check("503 then papo", got, want[:len(idx)], None)
    # a front that answers a body over 256 KB with 413 on its headers
    # and closes without reading it (a proxy's limit): the client still
    # sees the 413 past the reset and sends the batch in halves (the
    # records but the 400 KB one; the real server's --max-body is 600K)
    import socket
    front = socket.socket()
    # a small window: the client is still sending when the 413 comes
    front.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    front.bind(("127.0.0.1", 0))
    front.listen(16)
    early = [0]

    def serve_front():
        while True:
            try:
                c, _ = front.accept()
            except OSError:
                return
            with c:
                data = b""
                while b"\r\n\r\n" not in data:
                    b = c.recv(65536)
                    if not b:
                        break
                    data += b
                head, _, body = data.partition(b"\r\n\r\n")
                n = 0
                for h in head.decode("latin-1").split("\r\n")[1:]:
                    k, _, v = h.partition(":")
                    if k.strip().lower() == "content-length":
                        n = int(v)
                if n > 256 << 10:
                    early[0] += 1
                    c.sendall(b"HTTP/1.1 413 Payload Too Large\r\n"
                              b"Content-Length: 0\r\nConnection: close"
                              b"\r\n\r\n")
                    continue
                while len(body) < n:
                    b = c.recv(65536)
                    if not b:
                        break
                    body += b
                with urllib.request.urlopen(real + "/v1/records",
                                            body) as r:
                    out = r.read()
                c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n"
                          b"Connection: close\r\n\r\n" % len(out) + out)
    threading.Thread(target=serve_front, daemon=True).start()
    os.environ["PAPO_SERVE_URL"] = "http://127.0.0.1:%d" % \
        front.getsockname()[1]
    keep = [i for i, r in enumerate(recs) if len(r["response"]) < 100000]
    os.environ["PAPO_SERVE_RETRY_SECONDS"] = "10"
    try:
        got = trl_call(t.papo_accuracy, recs, keep, False)
    except papo_client.ServeError as e:
        got = e
    del os.environ["PAPO_SERVE_RETRY_SECONDS"]
    front.close()
    if isinstance(got, Exception) or not early[0]:
        bad.append("a 413 before the body was read: %r, %d early" % (
            got, early[0]))
    else:
        check("413 before the body, then halves", got,
              [want[i] for i in keep], None)
    # a server that takes the request and never answers, the client's
    # patience short: an error once, not the request sent again and again
    hold = socket.socket()
    hold.bind(("127.0.0.1", 0))
    hold.listen(16)
    os.environ["PAPO_SERVE_URL"] = "http://127.0.0.1:%d" % \
        hold.getsockname()[1]
    os.environ["PAPO_SERVE_TIMEOUT"] = "0.5"
    try:
        got = trl_call(t.papo_accuracy, recs, idx, False)
    except papo_client.ServeError as e:
        got = e
    hold.settimeout(0)
    taken = 0
    while True:
        try:
            c, _ = hold.accept()
        except OSError:
            break
        taken += 1
        c.close()
    hold.close()
    if not isinstance(got, papo_client.ServeError) or taken != 1:
        bad.append("a server that never answers: %r, %d connections"
                   % (got, taken))
    del os.environ["PAPO_SERVE_TIMEOUT"]
    # a port bound here but never listened on: refused, a short patience
    hold = socket.socket()
    hold.bind(("127.0.0.1", 0))
    os.environ["PAPO_SERVE_URL"] = "http://127.0.0.1:%d" % \
        hold.getsockname()[1]
    os.environ["PAPO_SERVE_RETRY_SECONDS"] = "0.5"
    try:
        got = trl_call(t.papo_accuracy, recs, idx, False)
    except papo_client.ServeError as e:
        got = e
    hold.close()
    if not isinstance(got, papo_client.ServeError):
        bad.append("no server: %r, not an error" % (got,))


# --- one batch bigger than the server's --max-body ----------------------
def fake_big(recs, want):
    """Every record in one GRPOTrainer batch (long responses, many
    generations), against a server with a small --max-body: the batch
    is sent in parts the server takes, the rewards in order."""
    import trl_reward as t
    check("one batch of all", trl_call(t.papo_accuracy, recs,
                                       range(len(recs)), True), want, None)


def main():
    fw, inp, wantf = sys.argv[1:4]
    recs = [json.loads(l) for l in open(inp, encoding="utf-8")]
    want = [json.loads(l) for l in open(wantf, encoding="utf-8")]
    {"trl": fake_trl, "verifiers": fake_verifiers,
     "areal": fake_areal, "verl": fake_verl,
     "restart": fake_restart, "slime": fake_slime,
     "refuse": fake_refuse, "nemo-rl": fake_nemo_rl, "big": fake_big}[fw](recs, want)
    for b in bad[:20]:
        print(b)
    print("%s: %d records, %d disagreements" % (fw, len(recs), len(bad)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
