/* SPDX-License-Identifier: MIT */
/*
 * check_judge_window.c: unit tests for papo-judge's reorder window and
 * its table of requests in flight (lib/judge/judge_window.c).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge/judge_window.h"
#include "unit.h"

static struct papo_judge_rec *
push(struct papo_judge_window *w, const char *line, uint64_t lineno)
{
	return papo_judge_window_push(w, line, strlen(line), 1, lineno, 0);
}

/* Records come out in the order they went in, and the window holds cap. */
START_TEST(order_and_room)
{
	struct papo_judge_window w;
	struct papo_judge_rec *r;
	char line[32];
	int i;

	papo_judge_window_init(&w, 3);
	ck_assert_ptr_null(papo_judge_window_head(&w));
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(papo_judge_window_room(&w), 1);
		snprintf(line, sizeof(line), "{\"i\":%d}", i);
		r = push(&w, line, (uint64_t)i + 1);
		ck_assert_int_eq(r->kind, PAPO_JUDGE_R_PASS);
		ck_assert_str_eq(r->line, line);
	}
	ck_assert_int_eq(papo_judge_window_room(&w), 0);
	ck_assert_uint_eq(papo_judge_window_count(&w), 3);
	ck_assert_str_eq(papo_judge_window_at(&w, 1)->line, "{\"i\":1}");
	/* the oldest leaves; its slot takes the next record */
	ck_assert_str_eq(papo_judge_window_head(&w)->line, "{\"i\":0}");
	papo_judge_window_pop(&w);
	ck_assert_int_eq(papo_judge_window_room(&w), 1);
	r = push(&w, "{\"i\":3}", 4);
	ck_assert_uint_eq(r->lineno, 4);
	for (i = 1; i <= 3; i++) {
		snprintf(line, sizeof(line), "{\"i\":%d}", i);
		ck_assert_str_eq(papo_judge_window_head(&w)->line, line);
		papo_judge_window_pop(&w);
	}
	ck_assert_ptr_null(papo_judge_window_head(&w));
	/* popping an empty window does nothing */
	papo_judge_window_pop(&w);
	ck_assert_uint_eq(papo_judge_window_count(&w), 0);
	papo_judge_window_release(&w);
}
END_TEST

/* A reused slot starts clean, and a huge line's memory goes back. */
START_TEST(reuse)
{
	struct papo_judge_window w;
	struct papo_judge_rec *r;
	size_t n = (2u << 20) + 5;
	char *big = malloc(n + 1);

	memset(big, 'x', n);
	big[n] = '\0';
	papo_judge_window_init(&w, 1);
	r = papo_judge_window_push(&w, big, n, 2, 7, 3);
	ck_assert_uint_eq(r->len, n);
	ck_assert_uint_eq(r->tlen, 2);
	ck_assert_uint_eq(r->file, 3);
	r->kind = PAPO_JUDGE_R_DONE;
	r->has_score = 1;
	r->attempts = 4;
	papo_judge_window_pop(&w);
	ck_assert_ptr_null(r->line);
	r = push(&w, "{}", 8);
	ck_assert_int_eq(r->kind, PAPO_JUDGE_R_PASS);
	ck_assert_int_eq(r->has_score, 0);
	ck_assert_int_eq(r->attempts, 0);
	ck_assert_str_eq(r->line, "{}");
	papo_judge_window_release(&w);
	free(big);
}
END_TEST

/* Leaders are found by key; followers wait on them; unlead forgets. */
START_TEST(leaders)
{
	struct papo_judge_window w;
	struct papo_judge_rec *a, *b, *c, *d;
	int i;

	papo_judge_window_init(&w, 200);
	a = push(&w, "a", 1);
	b = push(&w, "b", 2);
	c = push(&w, "c", 3);
	memset(a->key, 1, sizeof(a->key));
	memset(b->key, 1, sizeof(b->key));
	memset(c->key, 2, sizeof(c->key));
	/* same first 8 bytes (same bucket), another key */
	c->key[31] = 1;
	ck_assert_ptr_null(papo_judge_window_leader(&w, a->key));
	papo_judge_window_lead(&w, a);
	papo_judge_window_lead(&w, c);
	ck_assert_ptr_eq(papo_judge_window_leader(&w, b->key), a);
	ck_assert_ptr_eq(papo_judge_window_leader(&w, c->key), c);
	papo_judge_window_follow(a, b);
	ck_assert_int_eq(b->kind, PAPO_JUDGE_R_WAIT);
	ck_assert_ptr_eq(a->dups, b);
	papo_judge_window_unlead(&w, a);
	ck_assert_int_eq(a->leader, 0);
	ck_assert_ptr_null(papo_judge_window_leader(&w, a->key));
	ck_assert_ptr_eq(papo_judge_window_leader(&w, c->key), c);
	/* the followers stay for the caller to settle */
	ck_assert_ptr_eq(a->dups, b);
	/* many leaders in one table */
	for (i = 0; i < 150; i++) {
		d = push(&w, "d", (uint64_t)i + 4);
		memset(d->key, 0, sizeof(d->key));
		memcpy(d->key + 8, &i, sizeof(i));
		papo_judge_window_lead(&w, d);
	}
	for (i = 0; i < 150; i++) {
		uint8_t k[PAPO_CACHE_KEY_LEN];

		memset(k, 0, sizeof(k));
		memcpy(k + 8, &i, sizeof(i));
		d = papo_judge_window_leader(&w, k);
		ck_assert_ptr_nonnull(d);
		ck_assert_uint_eq(d->lineno, (uint64_t)i + 4);
	}
	papo_judge_window_release(&w);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_window");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, order_and_room);
	tcase_add_test(tc, reuse);
	tcase_add_test(tc, leaders);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
