/* SPDX-License-Identifier: MIT */
/*
 * server.h: the HTTP side of --serve, on libmicrohttpd: one event loop
 * (poll(2), its own thread), keep-alive, bounded bodies and connections,
 * a request a tool answers later (serve.h's submit) suspended until it
 * does, the access log, and the drain on SIGTERM.  What a request means is
 * serve.h's.
 */
#ifndef PAPO_SERVER_H
#define PAPO_SERVER_H

#include <stddef.h>

#include "papo.h"
#include "serve.h"

struct papo_server;

/*
 * Listen where o->listen says ("PORT", "HOST:PORT", "[V6]:PORT"; no
 * host: 127.0.0.1) and answer requests for tool t on the server's own
 * thread until papo_server_stop.  SIGTERM, SIGINT and SIGHUP are
 * blocked in the calling thread first (and so in the server's), for
 * papo_server_wait; SIGPIPE too (a vanished client is an error on its
 * socket).  where gets "http://HOST:PORT" with the port bound (port 0:
 * any free one).  o and t must outlive the server.  NULL with e set:
 * a bad address (64), the access log cannot be opened (66), the
 * address cannot be bound (69).
 */
struct papo_server *papo_server_start(const struct papo_serve_opts *o,
    const struct papo_serve_tool *t, char *where, size_t wn,
    struct papo_err *e);

/* Wait for SIGTERM, SIGINT or SIGHUP; returns which came. */
int papo_server_wait(struct papo_server *srv);

/*
 * Stop: no new connection is accepted, the requests in flight are
 * answered (for up to grace seconds), then every connection is closed
 * and the access log closed.  Returns the requests still in flight
 * when grace ran out (0: a clean drain).  When lost is not NULL and
 * lines of the access log could not be written (a full disk), it is
 * given a message saying how many and why (n bytes), else left as it
 * was.  Frees srv.
 */
size_t papo_server_stop(struct papo_server *srv, double grace, char *lost,
    size_t n);

/*
 * Whether spec, --serve's [HOST:]PORT, is one the server can listen on
 * (the host resolved, nothing bound): 0, else -1 with e set (64), as
 * papo_server_run would fail.  For a tool that does work before it
 * serves (papo-judge's model check), so a bad value is refused first.
 */
int papo_server_check_listen(const char *spec, struct papo_err *e);

/*
 * The whole of --serve: start, say where (say gets each message, for
 * the command to print), wait; on SIGHUP say that nothing is reloaded
 * (and how many access log lines could not be written, if any) and go
 * on; on SIGTERM or SIGINT stop (grace 30 s, or o->deadline + 5
 * when longer: a tool that answers later answers by its deadline) and
 * return 0.  -1
 * with e set when the server cannot start, when requests were cut
 * off at the end of the grace (70), or when lines of the access log
 * could not be written (74: every reply was sent, the log is short).
 */
int papo_server_run(const struct papo_serve_opts *o,
    const struct papo_serve_tool *t, void (*say)(const char *msg),
    struct papo_err *e);

#endif
