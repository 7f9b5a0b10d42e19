/* SPDX-License-Identifier: MIT */
/* diag.c: "prog: message" diagnostics for the commands. */
#include <sys/prctl.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "filter.h"

static const char *prog = "papo";

void
papo_setprog(const char *argv0)
{
	const char *slash;

	if (argv0 == NULL || *argv0 == '\0')
		return;
	slash = strrchr(argv0, '/');
	prog = slash ? slash + 1 : argv0;
}

const char *
papo_prog(void)
{
	return prog;
}

static void vwarn(const char *fmt, va_list ap)
	__attribute__((format(printf, 1, 0)));

static void
vwarn(const char *fmt, va_list ap)
{
	/* stdout may be a pipe that is still open: never mix buffers */
	fflush(stdout);
	fprintf(stderr, "%s: ", prog);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void
papo_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
}

void
papo_die(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	exit(status);
}

int
papo_report(const struct papo_err *e)
{
	papo_warnx("%s", e->msg[0] ? e->msg : "unknown error");
	return e->status ? e->status : PAPO_EX_USAGE;
}

void
papo_die_err(const struct papo_err *e)
{
	exit(papo_report(e));
}

void
papo_die_output(int err, const struct papo_err *e)
{
	if (err == EPIPE)
		exit(PAPO_EX_IOERR);
	papo_die_err(e);
}

void
papo_warn_line(void *ctx, const char *file, uint64_t lineno, const char *msg)
{
	(void)ctx;
	if (lineno)
		papo_warnx("%s:%llu: %s", file, (unsigned long long)lineno,
		    msg);
	else
		papo_warnx("%s: %s", file, msg);
}

void
papo_die_run(struct papo_filter *f, const struct papo_err *e)
{
	struct papo_err fe;

	if (f->out.err)		/* the failure was the output's */
		papo_die_output(f->out.err, e);
	(void)papo_out_flush(&f->out, &fe);
	papo_die_err(e);
}

void
papo_end_run(struct papo_filter *f)
{
	struct papo_err e;

	if (papo_out_flush(&f->out, &e) < 0)
		papo_die_output(f->out.err, &e);
}

/*
 * The process's name, which ps -C, top, pgrep, pkill and killall match,
 * is the last part of the path exec'd: "exe" once quiet_threads has
 * started it again as /proc/self/exe.  It is given back the name it was
 * started by, argv[0]'s last part (the kernel keeps 15 bytes of it).
 */
static void
name_self(const char *argv0)
{
	char now[17] = "";
	const char *base;

	if (argv0 == NULL || prctl(PR_GET_NAME, now, 0, 0, 0) < 0 ||
	    strcmp(now, "exe") != 0)
		return;
	base = strrchr(argv0, '/');
	base = base != NULL ? base + 1 : argv0;
	if (*base != '\0')
		(void)prctl(PR_SET_NAME, base, 0, 0, 0);
}

/*
 * OpenMP's idle threads spin for a while before they sleep (libgomp:
 * some milliseconds after every parallel region), and three stages of
 * a pipe, each waiting on the next, then spin on every batch: tens of
 * times slower than the stages one after another.  The runtime reads
 * its settings once, before main, so the process starts again with the
 * passive wait policy, unless the user chose a policy or a spin count.
 * Without /proc the exec fails and the process goes on as it is.
 */
static void
quiet_threads(char **argv)
{
	name_self(argv[0]);
	if (getenv("OMP_WAIT_POLICY") != NULL ||
	    getenv("GOMP_SPINCOUNT") != NULL ||
	    getenv("KMP_BLOCKTIME") != NULL)
		return;
	if (setenv("OMP_WAIT_POLICY", "passive", 1) < 0)
		return;
	(void)execv("/proc/self/exe", argv);
}

/*
 * A tool started with standard input, output or error closed (>&-,
 * 2>&-) would hand that number to the next file it opens: its records
 * went into a socket of libcurl's, its messages into the access log.
 * Each closed one is held by /dev/null opened the other way, so that
 * using it fails with EBADF as a closed one does, and no file gets it.
 */
static void
hold_std_fds(void)
{
	int fd, n;

	for (fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
			continue;
		n = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
		if (n >= 0 && n != fd) {	/* a lower one was taken */
			(void)dup2(n, fd);
			(void)close(n);
		}
	}
}

int
papo_cli_start(struct papo_cli *cli, int argc, char **argv)
{
	struct papo_err e;
	int first;

	hold_std_fds();
	quiet_threads(argv);
	papo_err_clear(&e);
	first = papo_cli_parse(cli, argc, argv, &e);
	if (first < 0) {
		papo_report(&e);
		if (cli->syntax_error)
			fputs(papo_cli_usage(cli), stderr);
		exit(e.status ? e.status : PAPO_EX_USAGE);
	}
	if (!cli->help && !cli->version)
		return first;
	if (cli->help) {
		struct papo_buf b = PAPO_BUF_INIT;

		papo_cli_help(cli, &b);
		fputs(b.s, stdout);
		papo_buf_release(&b);
	} else
		printf("%s (papo) %s\n", prog, PAPO_VERSION);
	if (fflush(stdout) != 0 || ferror(stdout))
		papo_die(PAPO_EX_IOERR, "write error on <stdout>");
	return 0;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
papo_progress_wanted(int quiet)
{
	return !quiet && isatty(STDERR_FILENO);
}

void
papo_progress_start(struct papo_progress *p, struct papo_filter *f,
    int show)
{
	memset(p, 0, sizeof(*p));
	p->t0 = now();
	if (!show)
		return;
	f->progress = papo_progress_note;
	f->progress_ctx = p;
}

void
papo_progress_note(void *ctx, uint64_t lines, uint64_t bytes)
{
	struct papo_progress *p = ctx;
	double t = now(), el = t - p->t0;

	if (p->drawn && t - p->last < 0.25)
		return;
	p->last = t;
	p->drawn = 1;
	fprintf(stderr, "\r%s: %llu records, %.1f MB/s, %.1f s\033[K",
	    papo_prog(), (unsigned long long)lines,
	    el > 0 ? (double)bytes / 1e6 / el : 0.0, el);
	fflush(stderr);
}

void
papo_progress_end(struct papo_progress *p)
{
	if (p->drawn)
		fputs("\r\033[K", stderr);
	p->drawn = 0;
}
