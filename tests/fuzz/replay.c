/* SPDX-License-Identifier: MIT */
/*
 * replay.c: run a fuzz target over files, timing each input; fails past a time
 * limit.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * usage: replay-NAME LIMIT_MS FILE...
 * Runs each input once and prints the slowest; exits 1 when one takes
 * longer than LIMIT_MS milliseconds.  Built without sanitizers, so the
 * times are the real program's.
 */
int
main(int argc, char **argv)
{
	double limit, worst = 0;
	const char *worst_name = "-";
	int i, bad = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: replay LIMIT_MS FILE...\n");
		return 2;
	}
	limit = atof(argv[1]);
	for (i = 2; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		struct timespec a, b;
		uint8_t *buf;
		long n;
		double ms;

		if (f == NULL || fseek(f, 0, SEEK_END) != 0 ||
		    (n = ftell(f)) < 0) {
			fprintf(stderr, "replay: cannot read %s\n", argv[i]);
			return 2;
		}
		rewind(f);
		buf = malloc((size_t)n + 1);
		if (buf == NULL || fread(buf, 1, (size_t)n, f) != (size_t)n) {
			fprintf(stderr, "replay: cannot read %s\n", argv[i]);
			return 2;
		}
		fclose(f);
		clock_gettime(CLOCK_MONOTONIC, &a);
		LLVMFuzzerTestOneInput(buf, (size_t)n);
		clock_gettime(CLOCK_MONOTONIC, &b);
		free(buf);
		ms = (double)(b.tv_sec - a.tv_sec) * 1e3 +
		    (double)(b.tv_nsec - a.tv_nsec) / 1e6;
		if (ms > worst) {
			worst = ms;
			worst_name = argv[i];
		}
		if (ms > limit) {
			fprintf(stderr,
			    "replay: %s took %.1f ms (limit %.0f)\n",
			    argv[i], ms, limit);
			bad = 1;
		}
	}
	printf("%d inputs, slowest %.2f ms (%s)\n", argc - 2, worst,
	    worst_name);
	return bad;
}
