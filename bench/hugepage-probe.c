/* SPDX-License-Identifier: MIT */
/*
 * hugepage-probe.c: what the first touch of fresh anonymous memory
 * costs on this machine, huge pages or not, and whether pages freed a
 * moment ago come cheaper (bench/floor-notes.md, round 11).
 *
 * usage: hugepage-probe [MiB [rounds [sleep-seconds]]]
 *
 * Each round maps MiB of anonymous memory, advised MADV_HUGEPAGE (or
 * not: a second pass), writes every byte, and unmaps it; it prints the
 * CPU seconds of the write (user + system of this process).  With a
 * sleep between rounds, a guest that hands free pages back to its host
 * (virtio_balloon's free page reporting) shows each round as dear as
 * the first; without one, the later rounds reuse what the last freed.
 */
#include <sys/mman.h>
#include <sys/resource.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static double
cpu(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	    (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

static unsigned long
arg(int argc, char **argv, int i, unsigned long dflt)
{
	char *end;
	unsigned long v;

	if (argc <= i)
		return dflt;
	v = strtoul(argv[i], &end, 10);
	if (*argv[i] == '\0' || *end != '\0') {
		fprintf(stderr, "hugepage-probe: invalid value '%s'\n",
		    argv[i]);
		exit(2);
	}
	return v;
}

int
main(int argc, char **argv)
{
	size_t n = (size_t)arg(argc, argv, 1, 128) << 20;
	unsigned long rounds = arg(argc, argv, 2, 6);
	unsigned int pause = (unsigned int)arg(argc, argv, 3, 0);
	unsigned long i;
	int huge;

	for (huge = 1; huge >= 0; huge--) {
		for (i = 0; i < rounds; i++) {
			char *p = mmap(NULL, n, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
			double t;

			if (p == MAP_FAILED) {
				perror("hugepage-probe: mmap");
				return 1;
			}
#ifdef MADV_HUGEPAGE
			if (huge)
				(void)madvise(p, n, MADV_HUGEPAGE);
#endif
			t = cpu();
			memset(p, 1, n);
			printf("%s round %lu: %.3f CPU s for %zu MiB\n",
			    huge ? "huge pages" : "4 KiB pages", i + 1,
			    cpu() - t, n >> 20);
			munmap(p, n);
			if (pause)
				sleep(pause);
		}
	}
	return 0;
}
