/* SPDX-License-Identifier: MIT */
/*
 * check_cache.c: unit tests for SHA-256 and the SQLite judgment cache
 * (lib/judge/cache.c).
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge/cache.h"
#include "unit.h"

static char dir[256];
static struct papo_err e;

static void
setup(void)
{
	papo_test_mkdir(dir, sizeof(dir), "cache");
	papo_err_clear(&e);
}

static void
teardown(void)
{
	papo_test_rmdir(dir);
}

static void
hex(const uint8_t *k, char *out)
{
	int i;

	for (i = 0; i < 32; i++)
		sprintf(out + 2 * i, "%02x", k[i]);
}

static void
path_in(char *out, size_t n, const char *name)
{
	snprintf(out, n, "%s/%s", dir, name);
}

static void
key_of(int i, uint8_t *k)
{
	char s[32];

	snprintf(s, sizeof(s), "{\"n\":%d}", i);
	papo_cache_key(s, strlen(s), k);
}

START_TEST(sha256_vectors)
{
	static const struct {
		const char *in;
		const char *want;
	} v[] = {
		{ "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b"
		    "7852b855" },
		{ "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410"
		    "ff61f20015ad" },
		{ "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
		    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd4"
		    "19db06c1" },
	};
	uint8_t k[32];
	char h[65];
	size_t i;

	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		papo_sha256(v[i].in, strlen(v[i].in), k);
		hex(k, h);
		ck_assert_str_eq(h, v[i].want);
	}
}
END_TEST

/* Lengths around the padding boundaries (checked against Python's hashlib). */
START_TEST(sha256_boundaries)
{
	static const struct {
		size_t n;
		const char *want;
	} v[] = {
		{ 55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1da"
		    "a4aac70b" },
		{ 56, "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e5"
		    "2abc6c27" },
		{ 63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff266"
		    "64625055" },
		{ 64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3b"
		    "e1882241" },
		{ 65, "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2"
		    "d2fae95e" },
		{ 119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19"
		    "279cc177e" },
		{ 120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf"
		    "1a13a04b5" },
	};
	uint8_t buf[128], k[32];
	char h[65];
	size_t i, j;

	for (j = 0; j < sizeof(buf); j++)
		buf[j] = (uint8_t)((j * 7 + 3) % 256);
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		papo_sha256(buf, v[i].n, k);
		hex(k, h);
		ck_assert_msg(strcmp(h, v[i].want) == 0, "length %zu: %s",
		    v[i].n, h);
	}
}
END_TEST

START_TEST(sha256_million)
{
	char *a = malloc(1000000);
	uint8_t k[32];
	char h[65];

	memset(a, 'a', 1000000);
	papo_sha256(a, 1000000, k);
	hex(k, h);
	ck_assert_str_eq(h, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e"
	    "046d39ccc7112cd0");
	free(a);
}
END_TEST

START_TEST(key_is_tagged)
{
	uint8_t k[32], plain[32];
	char h[65];

	papo_cache_key("{}", 2, k);
	hex(k, h);
	ck_assert_str_eq(h, "7be258229cd724caf28d3dbe21e2324bc579d2d893f01c70"
	    "829b802a4c5f92d7");
	papo_sha256("{}", 2, plain);
	ck_assert(memcmp(k, plain, 32) != 0);
}
END_TEST

START_TEST(default_path)
{
	struct papo_buf b = PAPO_BUF_INIT;
	char *ox = getenv("XDG_CACHE_HOME") ? strdup(getenv("XDG_CACHE_HOME")) :
	    NULL;
	char *oh = getenv("HOME") ? strdup(getenv("HOME")) : NULL;

	setenv("XDG_CACHE_HOME", "/x/cache", 1);
	ck_assert_int_eq(papo_cache_default_path(&b, &e), 0);
	ck_assert_str_eq(b.s, "/x/cache/papo/judge.sqlite");
	papo_buf_reset(&b);
	setenv("XDG_CACHE_HOME", "relative", 1);	/* ignored,
						   as XDG says */
	setenv("HOME", "/tmp", 1);	/* a directory that is there */
	ck_assert_int_eq(papo_cache_default_path(&b, &e), 0);
	ck_assert_str_eq(b.s, "/tmp/.cache/papo/judge.sqlite");
	papo_buf_reset(&b);
	/* a home that is not there is never made: no default */
	setenv("HOME", "/nonexistent/papo-check-cache", 1);
	ck_assert_int_eq(papo_cache_default_path(&b, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	papo_buf_reset(&b);
	papo_err_clear(&e);
	unsetenv("XDG_CACHE_HOME");
	unsetenv("HOME");
	ck_assert_int_eq(papo_cache_default_path(&b, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	if (ox)
		setenv("XDG_CACHE_HOME", ox, 1);
	if (oh)
		setenv("HOME", oh, 1);
	free(ox);
	free(oh);
	papo_buf_release(&b);
}
END_TEST

START_TEST(put_get_persist)
{
	struct papo_cache c;
	struct papo_cache_entry ent;
	uint8_t k1[32], k2[32];
	char p[300];

	path_in(p, sizeof(p), "a/b/judge.sqlite");	/* directories
							   are made */
	key_of(1, k1);
	key_of(2, k2);
	papo_cache_entry_init(&ent);
	ck_assert_int_eq(papo_cache_open(&c, p, &e), 0);
	ck_assert_int_eq(papo_cache_get(&c, k1, &ent, &e), 0);
	ck_assert_int_eq(papo_cache_put(&c, k1, "m", "Score: \\boxed{1}", 16,
	    "stop", "m-served", &e), 0);
	/* content with a NUL byte survives */
	ck_assert_int_eq(papo_cache_put(&c, k2, "m", "a\0b", 3, NULL, NULL,
	    &e), 0);
	ck_assert_int_eq(papo_cache_get(&c, k1, &ent, &e), 1);
	ck_assert_str_eq(ent.content.s, "Score: \\boxed{1}");
	ck_assert_str_eq(ent.finish.s, "stop");
	ck_assert_str_eq(ent.model.s, "m-served");
	papo_cache_close(&c);

	ck_assert_int_eq(papo_cache_open(&c, p, &e), 0);
	ck_assert_int_eq(papo_cache_get(&c, k2, &ent, &e), 1);
	ck_assert_uint_eq(ent.content.len, 3);
	ck_assert(memcmp(ent.content.s, "a\0b", 3) == 0);
	ck_assert_uint_eq(ent.finish.len, 0);
	/* a second put replaces */
	ck_assert_int_eq(papo_cache_put(&c, k1, "m", "x", 1, "length", NULL,
	    &e), 0);
	ck_assert_int_eq(papo_cache_get(&c, k1, &ent, &e), 1);
	ck_assert_str_eq(ent.content.s, "x");
	ck_assert_str_eq(ent.finish.s, "length");
	papo_cache_close(&c);
	papo_cache_entry_release(&ent);
}
END_TEST

START_TEST(not_a_database)
{
	struct papo_cache c;
	char p[300];
	FILE *fp;

	path_in(p, sizeof(p), "junk.sqlite");
	fp = fopen(p, "w");
	ck_assert_ptr_nonnull(fp);
	fputs("this is not an SQLite database, just some text that is long "
	    "enough to have a header of its own ..............................."
	    "..................................................\n", fp);
	fclose(fp);
	ck_assert_int_eq(papo_cache_open(&c, p, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_IOERR);
	ck_assert_msg(strstr(e.msg, "junk.sqlite") != NULL, "%s", e.msg);
}
END_TEST

START_TEST(two_handles)
{
	struct papo_cache a, b;
	struct papo_cache_entry ent;
	uint8_t k[32];
	char p[300];
	int i;

	path_in(p, sizeof(p), "shared.sqlite");
	papo_cache_entry_init(&ent);
	ck_assert_int_eq(papo_cache_open(&a, p, &e), 0);
	ck_assert_int_eq(papo_cache_open(&b, p, &e), 0);
	for (i = 0; i < 50; i++) {
		key_of(i, k);
		ck_assert_int_eq(papo_cache_put(i % 2 ? &a : &b, k, "m", "c", 1,
		    NULL, NULL, &e), 0);
	}
	for (i = 0; i < 50; i++) {
		key_of(i, k);
		ck_assert_int_eq(papo_cache_get(i % 2 ? &b : &a, k, &ent, &e),
		    1);
	}
	papo_cache_close(&a);
	papo_cache_close(&b);
	papo_cache_entry_release(&ent);
}
END_TEST

/*
 * Several processes creating and filling one new cache at once: SQLite
 * answers some of them "locked" without waiting (lock upgrades that
 * could deadlock), which the cache must ride out.
 */
START_TEST(concurrent_creation)
{
	struct papo_cache c;
	struct papo_cache_entry ent;
	uint8_t k[32];
	char p[300];
	pid_t pid[6];
	int i, j, status, gate[2];
	char ch;

	path_in(p, sizeof(p), "race.sqlite");
	ck_assert_int_eq(pipe(gate), 0);
	for (j = 0; j < 6; j++) {
		pid[j] = fork();
		ck_assert_int_ge(pid[j], 0);
		if (pid[j] == 0) {
			/* all start together when the parent closes the gate */
			close(gate[1]);
			if (read(gate[0], &ch, 1) != 0)
				_exit(3);
			if (papo_cache_open(&c, p, &e) < 0) {
				fprintf(stderr, "child %d: %s\n", j, e.msg);
				_exit(1);
			}
			for (i = 0; i < 50; i++) {
				key_of(j * 1000 + i, k);
				if (papo_cache_put(&c, k, "m", "x", 1, NULL,
				    NULL, &e) < 0) {
					fprintf(stderr, "child %d: %s\n", j,
					    e.msg);
					_exit(2);
				}
			}
			papo_cache_close(&c);
			_exit(0);
		}
	}
	close(gate[0]);
	close(gate[1]);
	for (j = 0; j < 6; j++) {
		ck_assert_int_eq(waitpid(pid[j], &status, 0), pid[j]);
		ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0,
		    "child %d failed", j);
	}
	papo_cache_entry_init(&ent);
	ck_assert_int_eq(papo_cache_open(&c, p, &e), 0);
	for (j = 0; j < 6; j++)
		for (i = 0; i < 50; i++) {
			key_of(j * 1000 + i, k);
			ck_assert_int_eq(papo_cache_get(&c, k, &ent, &e), 1);
		}
	papo_cache_close(&c);
	papo_cache_entry_release(&ent);
}
END_TEST

/* A writer killed with SIGKILL loses nothing it had stored. */
START_TEST(survives_sigkill)
{
	struct papo_cache c;
	struct papo_cache_entry ent;
	uint8_t k[32];
	char p[300];
	pid_t pid;
	int i, status;

	path_in(p, sizeof(p), "killed.sqlite");
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		if (papo_cache_open(&c, p, &e) < 0)
			_exit(1);
		for (i = 0; i < 200; i++) {
			key_of(i, k);
			if (papo_cache_put(&c, k, "m", "Score: 1", 8, "stop",
			    NULL, &e) < 0)
				_exit(2);
		}
		raise(SIGKILL);
		_exit(3);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
	papo_cache_entry_init(&ent);
	ck_assert_int_eq(papo_cache_open(&c, p, &e), 0);
	for (i = 0; i < 200; i++) {
		key_of(i, k);
		ck_assert_int_eq(papo_cache_get(&c, k, &ent, &e), 1);
	}
	key_of(200, k);
	ck_assert_int_eq(papo_cache_get(&c, k, &ent, &e), 0);
	papo_cache_close(&c);
	papo_cache_entry_release(&ent);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("cache");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, sha256_vectors);
	tcase_add_test(tc, sha256_boundaries);
	tcase_add_test(tc, sha256_million);
	tcase_add_test(tc, key_is_tagged);
	tcase_add_test(tc, default_path);
	tcase_add_test(tc, put_get_persist);
	tcase_add_test(tc, not_a_database);
	tcase_add_test(tc, two_handles);
	tcase_add_test(tc, concurrent_creation);
	tcase_add_test(tc, survives_sigkill);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
