/* SPDX-License-Identifier: MIT */
/* memory.c: the memory a process may use (see memory.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "memory.h"

/* v1's "unlimited" is the largest page multiple below 2^63; a limit
   at or above 2^62 is taken as none */
#define MEMORY_NO_LIMIT 4611686018427387904.0	/* 2^62 */

/* The number in file path, or 0 when none (absent, "max", unlimited). */
static double
limit_read(const char *path)
{
	char line[64], *end;
	double x;
	FILE *f = fopen(path, "re");

	if (f == NULL)
		return 0;
	if (fgets(line, sizeof(line), f) == NULL) {
		fclose(f);
		return 0;
	}
	fclose(f);
	errno = 0;
	x = strtod(line, &end);
	if (end == line || errno != 0 || !(x > 0) || x >= MEMORY_NO_LIMIT)
		return 0;
	return x;
}

/*
 * The least limit in file name of the directory base/rel and its
 * parents up to base: a cgroup's limit is its own and every
 * ancestor's.
 */
static double
limit_walk(const char *base, const char *rel, const char *name)
{
	struct papo_buf p = PAPO_BUF_INIT, f = PAPO_BUF_INIT;
	double least = 0, x;
	size_t keep = strlen(base);
	char *slash;

	papo_buf_addf(&p, "%s%s", base, rel);
	for (;;) {
		while (p.len > keep && p.s[p.len - 1] == '/')
			papo_buf_truncate(&p, p.len - 1);
		papo_buf_reset(&f);
		papo_buf_addf(&f, "%s/%s", p.s, name);
		x = limit_read(f.s);
		if (x > 0 && (least == 0 || x < least))
			least = x;
		if (p.len <= keep)
			break;
		slash = strrchr(p.s + keep, '/');
		papo_buf_truncate(&p, slash != NULL ? (size_t)(slash - p.s) :
		    keep);
	}
	papo_buf_release(&p);
	papo_buf_release(&f);
	return least;
}

/* Whether the comma-separated controllers ctl name "memory". */
static int
has_memory(const char *ctl, size_t n)
{
	const char *p = ctl, *end = ctl + n, *c;

	while (p < end) {
		c = memchr(p, ',', (size_t)(end - p));
		if (c == NULL)
			c = end;
		if ((size_t)(c - p) == 6 && memcmp(p, "memory", 6) == 0)
			return 1;
		p = c + 1;
	}
	return 0;
}

/* The limit a line "ID:CONTROLLERS:PATH" of a cgroup file gives. */
static double
line_limit(char *line, const char *root)
{
	struct papo_buf base = PAPO_BUF_INIT;
	char *c1, *c2, *nl;
	double x = 0;

	nl = strchr(line, '\n');
	if (nl != NULL)
		*nl = '\0';
	c1 = strchr(line, ':');
	c2 = c1 != NULL ? strchr(c1 + 1, ':') : NULL;
	if (c2 == NULL || c2[1] != '/')
		return 0;
	if (c1 == line + 1 && line[0] == '0' && c2 == c1 + 1) {
		/* cgroup v2: "0::PATH", one hierarchy under root */
		papo_buf_addf(&base, "%s", root);
		x = limit_walk(base.s, c2 + 1, "memory.max");
	} else if (has_memory(c1 + 1, (size_t)(c2 - c1 - 1))) {
		papo_buf_addf(&base, "%s/memory", root);
		x = limit_walk(base.s, c2 + 1, "memory.limit_in_bytes");
	}
	papo_buf_release(&base);
	return x;
}

double
papo_memory_cgroup(const char *cgroup, const char *root)
{
	char line[4096];
	double least = 0, x;
	FILE *f = fopen(cgroup, "re");

	if (f == NULL)
		return 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		x = line_limit(line, root);
		if (x > 0 && (least == 0 || x < least))
			least = x;
	}
	fclose(f);
	return least;
}

/* The environment variable name as a positive number, else 0. */
static double
env_number(const char *name)
{
	const char *s = getenv(name);
	char *end;
	double x;

	if (s == NULL || *s == '\0')
		return 0;
	errno = 0;
	x = strtod(s, &end);
	if (end == s || errno != 0 || !(x > 0))
		return 0;
	/* Slurm writes megabytes, with a unit letter at times */
	switch (*end) {
	case '\0':
	case 'M':
		return x;
	case 'G':
		return x * 1024;
	case 'T':
		return x * 1024 * 1024;
	default:
		return 0;
	}
}

double
papo_memory_slurm(void)
{
	double mb = env_number("SLURM_MEM_PER_NODE"), cpus;

	if (mb == 0) {
		mb = env_number("SLURM_MEM_PER_CPU");
		cpus = env_number("SLURM_CPUS_ON_NODE");
		mb *= cpus > 0 ? cpus : 1;
	}
	return mb * 1024 * 1024;
}

double
papo_memory_total(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
	double total = pages > 0 && page > 0 ? (double)pages * (double)page :
	    0, x;

	x = papo_memory_cgroup("/proc/self/cgroup", "/sys/fs/cgroup");
	if (x > 0 && (total == 0 || x < total))
		total = x;
	x = papo_memory_slurm();
	if (x > 0 && (total == 0 || x < total))
		total = x;
	return total;
}
