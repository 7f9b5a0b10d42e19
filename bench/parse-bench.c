/* SPDX-License-Identifier: MIT */
/*
 * parse-bench.c: how fast papo_json_parse takes a JSONL file apart, on
 * one thread, with the vector string scanner (AVX-512, else AVX2) and
 * with the portable one.
 *
 * usage: parse-bench file [runs]
 *
 * Prints one line per scanner: its name, the best of runs timings in
 * seconds, and MB/s.  The file is read into memory first, and each run
 * parses every line; a line that does not parse is an error (the bench
 * files are valid).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "json.h"
#include "xalloc.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Parse every line of s[0, n) with j; the seconds it took. */
static double
parse_all(struct papo_json *j, const char *s, size_t n, const char *name)
{
	const char *p = s, *end = s + n, *nl;
	unsigned long line = 0;
	struct papo_err e;
	double t0 = now();

	for (; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		line++;
		if (nl > p && papo_json_parse(j, p, (size_t)(nl - p), &e) < 0) {
			fprintf(stderr, "parse-bench: %s:%lu: %s\n", name, line,
			    e.msg);
			exit(65);
		}
	}
	return now() - t0;
}

int
main(int argc, char **argv)
{
	struct papo_json j;
	FILE *f;
	char *s;
	size_t n, cap = (size_t)1 << 20, k;
	int runs = argc > 2 ? atoi(argv[2]) : 5, simd, r;

	if (argc < 2 || runs < 1) {
		fprintf(stderr, "usage: parse-bench file [runs]\n");
		return 64;
	}
	if ((f = fopen(argv[1], "rb")) == NULL) {
		fprintf(stderr, "parse-bench: %s: %s\n", argv[1],
		    strerror(errno));
		return 66;
	}
	s = papo_xmalloc(cap);
	for (n = 0; (k = fread(s + n, 1, cap - n, f)) > 0;) {
		n += k;
		if (n == cap) {
			cap *= 2;
			s = papo_xrealloc(s, cap);
		}
	}
	if (ferror(f)) {
		fprintf(stderr, "parse-bench: %s: read error\n", argv[1]);
		return 74;
	}
	fclose(f);
	papo_json_init(&j);
	for (simd = 1; simd >= 0; simd--) {
		double best = 0;

		if (papo_json_use_simd(&j, simd) < 0) {
			printf("vector - -\n");
			continue;
		}
		for (r = 0; r < runs; r++) {
			double t = parse_all(&j, s, n, argv[1]);

			if (r == 0 || t < best)
				best = t;
		}
		printf("%s %.4f %.0f\n", simd ? "vector" : "portable", best,
		    (double)n / best / 1e6);
	}
	papo_json_release(&j);
	free(s);
	return 0;
}
