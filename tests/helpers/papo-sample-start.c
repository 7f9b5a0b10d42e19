/* SPDX-License-Identifier: MIT */
/*
 * papo-sample-start: make check's front for the four tools in
 * asan-shell: each start of a tool runs the ASan/UBSan build or the
 * plain one, decided from a fixed seed, the test file's name and the
 * start's ordinal in that file (the same starts on every run and
 * machine), and the program is exec'd in its place: the same process,
 * argv (argv[0] as given), environment, descriptors, exit status and
 * signals.
 *
 * It is copied into a directory of its own (the Makefile's asan-shell:
 * $(BUILD)/asan/sampled) under each tool's name, beside two links:
 * asan/ (the ASan build's programs) and plain/ (the plain build's).
 * Which tool it stands for is the name it was exec'd as
 * (/proc/self/exe: a link of another name to it still names the copy).
 *
 * The first start of each tool in a file runs under ASan, and so does
 * one start in $PAPO_ASAN_STARTS of the others (default 4; 1: every
 * start, for a developer chasing a bug), picked by $PAPO_ASAN_SEED
 * (default 1) and $PAPO_ASAN_ROUND (default 0): a start's hash plus
 * the round, modulo the fraction, is 0, so that rounds R, R + 1, ...,
 * R + STARTS - 1 run each start under ASan exactly once (make check
 * takes the round from the commit: consecutive runs cover every
 * start).  tests/run-tests.sh names the file ($PAPO_SAMPLE_FILE)
 * and a path prefix for its counts ($PAPO_SAMPLE_COUNTS: one file a
 * tool, NAME appended, where the ordinals are taken under flock, so
 * that starts at once take distinct ones), and sets $PAPO_ASAN_STARTS
 * to 1 for the files that keep every start under ASan.  Without a file
 * name or its counts, or when a count cannot be kept, a start runs
 * under ASan.  $PAPO_ASAN_LOG, when set, names a file each start
 * appends "FILE TOOL ORDINAL asan|plain" to.
 *
 * tests/lib.sh's sanitized() takes a program that names
 * "papo-sample-start" for a sanitizer build (a test under a memory
 * limit skips its subject: the start may be ASan's).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

static const char me[] = "papo-sample-start";

/* a positive count from the environment, or def */
static unsigned long
env_count(const char *name, unsigned long def)
{
	const char *s = getenv(name);
	char *end;
	unsigned long v;

	if (s == NULL || *s == '\0')
		return def;
	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno != 0 || *end != '\0')
		return def;
	return v;
}

/* FNV-1a over s, folded into h */
static uint64_t
hash_str(uint64_t h, const char *s)
{
	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 1099511628211u;
	}
	return h;
}

/* splitmix64's finaliser: every input bit moves the low bits */
static uint64_t
mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/*
 * The next ordinal of tool in this file's counts at prefix (0 for its
 * first start), or -1 when the count cannot be kept.  The descriptor is
 * closed on exec and before it: a tool started with a standard
 * descriptor closed still finds it closed.
 */
static long
next_ordinal(const char *prefix, const char *tool)
{
	char path[PATH_MAX], buf[32];
	long ord = -1;
	ssize_t n;
	int fd, len;

	len = snprintf(path, sizeof path, "%s.%s", prefix, tool);
	if (len < 0 || (size_t)len >= sizeof path)
		return -1;
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	if (flock(fd, LOCK_EX) < 0)
		goto out;
	n = pread(fd, buf, sizeof buf - 1, 0);
	if (n < 0)
		goto out;
	buf[n] = '\0';
	ord = n > 0 ? strtol(buf, NULL, 10) : 0;
	len = snprintf(buf, sizeof buf, "%ld\n", ord + 1);
	if (pwrite(fd, buf, (size_t)len, 0) != len)
		ord = -1;
out:
	(void)close(fd);	/* the lock goes with it */
	return ord;
}

int
main(int argc, char **argv)
{
	char self[PATH_MAX], prog[PATH_MAX + 16], line[PATH_MAX + 64];
	const char *file, *counts, *log, *tool;
	unsigned long every, seed, turn;
	ssize_t n;
	long ord = -1;
	int asan = 1, len, fd;
	char *slash;

	(void)argc;
	n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0) {
		dprintf(2, "%s: cannot read /proc/self/exe: %s\n", me,
		    strerror(errno));
		return 127;
	}
	self[n] = '\0';
	slash = strrchr(self, '/');
	if (slash == NULL)
		return 127;
	*slash = '\0';
	tool = slash + 1;

	every = env_count("PAPO_ASAN_STARTS", 4);
	if (every == 0)
		every = 1;
	seed = env_count("PAPO_ASAN_SEED", 1);
	turn = env_count("PAPO_ASAN_ROUND", 0) % every;
	file = getenv("PAPO_SAMPLE_FILE");
	counts = getenv("PAPO_SAMPLE_COUNTS");
	if (every > 1 && file != NULL && *file != '\0' && counts != NULL &&
	    *counts != '\0') {
		ord = next_ordinal(counts, tool);
		if (ord > 0) {
			uint64_t h = hash_str(14695981039346656037u, file);

			h = hash_str(mix(h ^ seed), tool);
			asan = (mix(h ^ (uint64_t)ord) % every + turn) %
			    every == 0;
		}
	}
	len = snprintf(prog, sizeof prog, "%s/%s/%s", self,
	    asan ? "asan" : "plain", tool);
	if (len < 0 || (size_t)len >= sizeof prog)
		return 127;
	log = getenv("PAPO_ASAN_LOG");
	if (log != NULL && *log != '\0') {
		fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
		if (fd >= 0) {
			len = snprintf(line, sizeof line, "%s %s %ld %s\n",
			    file != NULL ? file : "-", tool, ord,
			    asan ? "asan" : "plain");
			if (len > 0 && (size_t)len < sizeof line)
				(void)!write(fd, line, (size_t)len);
			(void)close(fd);
		}
	}
	execv(prog, argv);
	dprintf(2, "%s: cannot run %s: %s\n", me, prog, strerror(errno));
	return 127;
}
