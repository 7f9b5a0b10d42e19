/* SPDX-License-Identifier: MIT */
/*
 * check_svg.c: unit tests for the SVG line charts (lib/stats/svg.c): ticks,
 * escaping, structure.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/svg.h"
#include "unit.h"

/* no value (NAN alone is a float, which -Wdouble-promotion flags) */
#define NONE ((double)NAN)

#define NEAR(a, b) (fabs((a) - (b)) < 1e-12)

START_TEST(ticks_nice)
{
	double lo, hi, step;
	size_t n;

	/* ratios: 0.12 .. 0.69 by 0.1 from 0.1 to 0.7 */
	n = papo_svg_ticks(0.12, 0.69, 5, 0, &lo, &hi, &step);
	ck_assert_msg(NEAR(step, 0.1) && NEAR(lo, 0.1) && NEAR(hi, 0.7),
	    "%g %g %g", step, lo, hi);
	ck_assert_uint_eq(n, 7);
	/* 0.03 .. 0.97 by 0.2 from 0 to 1 */
	n = papo_svg_ticks(0.03, 0.97, 5, 0, &lo, &hi, &step);
	ck_assert_msg(NEAR(step, 0.2) && NEAR(lo, 0) && NEAR(hi, 1),
	    "%g %g %g", step, lo, hi);
	ck_assert_uint_eq(n, 6);
	/* steps 0 .. 97 -> 20 from 0 to 100 */
	n = papo_svg_ticks(0, 97, 6, 1, &lo, &hi, &step);
	ck_assert(NEAR(step, 20) && NEAR(lo, 0) && NEAR(hi, 100));
	ck_assert_uint_eq(n, 6);
	/* negative advantages */
	papo_svg_ticks(-2.47, 2.47, 5, 0, &lo, &hi, &step);
	ck_assert_msg(NEAR(step, 1) && NEAR(lo, -3) && NEAR(hi, 3),
	    "%g %g %g", step, lo, hi);
	/* a few integer steps never get fractional ticks */
	papo_svg_ticks(0, 2, 6, 1, &lo, &hi, &step);
	ck_assert(NEAR(step, 1) && NEAR(lo, 0) && NEAR(hi, 2));
}
END_TEST

START_TEST(ticks_degenerate)
{
	double lo, hi, step;

	/* one value: widened by a tenth around it */
	papo_svg_ticks(0.5, 0.5, 5, 0, &lo, &hi, &step);
	ck_assert(lo <= 0.45 + 1e-12 && hi >= 0.55 - 1e-12 && step > 0);
	/* zero, or noise around zero: -1 .. 1 */
	papo_svg_ticks(-2e-17, 3e-17, 5, 0, &lo, &hi, &step);
	ck_assert_msg(NEAR(lo, -1) && NEAR(hi, 1), "%g %g", lo, hi);
	/* one integer step: one either side */
	papo_svg_ticks(7, 7, 6, 1, &lo, &hi, &step);
	ck_assert(NEAR(lo, 6) && NEAR(hi, 8) && NEAR(step, 1));
}
END_TEST

START_TEST(escape)
{
	struct papo_buf b = PAPO_BUF_INIT;
	const char s[] = "a<b & \"c\" 'd'>\x01 caf\xc3\xa9";

	papo_svg_escape(&b, s, strlen(s));
	ck_assert_str_eq(b.s, "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;? "
	    "caf\xc3\xa9");
	papo_buf_reset(&b);
	papo_svg_escape(&b, "bad \xff", 5);
	ck_assert_str_eq(b.s, "bad ?");
	papo_buf_release(&b);
}
END_TEST

static size_t
count(const char *s, const char *what)
{
	size_t n = 0;

	while ((s = strstr(s, what)) != NULL) {
		n++;
		s += strlen(what);
	}
	return n;
}

START_TEST(chart_structure)
{
	const double x[] = { 0, 1, 2, 3, 4 };
	const double a[] = { 0.4, 0.5, NONE, 0.6, 0.7 };
	const double b[] = { 0.3, NONE, 0.35, NONE, 0.4 };
	struct papo_svg_series s[2] = {
		{ "orm & <co>", x, a, 5 }, { "papo", x, b, 5 }
	};
	struct papo_svg_panel p = { "zero_ratio", s, 2, 0 };
	struct papo_svg_chart c = { "ORM vs PAPO", "step", &p, 1, 0 };
	struct papo_buf out = PAPO_BUF_INIT;

	papo_svg_chart(&out, &c);
	ck_assert(strncmp(out.s, "<?xml version=\"1.0\"", 19) == 0);
	ck_assert(strstr(out.s, "<svg xmlns=\"http://www.w3.org/2000/svg\"") !=
	    NULL);
	ck_assert(strcmp(out.s + out.len - 7, "</svg>\n") == 0);
	ck_assert_uint_eq(count(out.s, "<g"), count(out.s, "</g>"));
	ck_assert_uint_eq(count(out.s, "<text"), count(out.s, "</text>"));
	/* the title, the panel title, the axis label, the escaped legend */
	ck_assert(strstr(out.s, ">ORM vs PAPO</text>") != NULL);
	ck_assert(strstr(out.s, ">zero_ratio</text>") != NULL);
	ck_assert(strstr(out.s, ">step</text>") != NULL);
	ck_assert(strstr(out.s, ">orm &amp; &lt;co&gt;</text>") != NULL);
	ck_assert(strstr(out.s, "<co>") == NULL);
	/* series a: a gap splits it into two lines; b: three lone points */
	ck_assert_uint_eq(count(out.s, "<polyline"), 2);
	ck_assert(count(out.s, "<circle") >= 3);
	/* y ticks 0.3 .. 0.7 by 0.1 */
	ck_assert(strstr(out.s, ">0.3</text>") != NULL);
	ck_assert(strstr(out.s, ">0.7</text>") != NULL);
	papo_buf_release(&out);
}
END_TEST

START_TEST(chart_no_data_no_legend)
{
	const double x[] = { 1 };
	const double y[] = { NONE };
	struct papo_svg_series s = { NULL, x, y, 1 };
	struct papo_svg_panel p[2] = { { "accuracy", &s, 1, 0 },
	    { "length_mean", &s, 1, 0 } };
	struct papo_svg_chart c = { NULL, "step", p, 2, 0 };
	struct papo_buf out = PAPO_BUF_INIT;

	papo_svg_chart(&out, &c);
	ck_assert_uint_eq(count(out.s, ">no data</text>"), 2);
	ck_assert_uint_eq(count(out.s, "<polyline"), 0);
	/* unnamed series: no legend swatches (stroke-width 3) */
	ck_assert(strstr(out.s, "stroke-width=\"3\"") == NULL);
	/* two panels side by side: twice the width of one, plus margins */
	ck_assert(strstr(out.s, "width=\"984\"") != NULL);
	papo_buf_release(&out);
}
END_TEST

/*
 * Nine runs and more: eight colours, then the same colours dashed, in
 * the lines and in the legend, so that no two series look alike.
 */
START_TEST(chart_many_series)
{
	static const double x[] = { 0, 1 }, y[] = { 0.2, 0.4 };
	struct papo_svg_series s[17];
	struct papo_svg_panel p;
	struct papo_svg_chart c;
	struct papo_buf out = PAPO_BUF_INIT;
	char name[17][8];
	size_t i;

	for (i = 0; i < 17; i++) {
		snprintf(name[i], sizeof(name[i]), "r%zu", i);
		s[i].name = name[i];
		s[i].x = x;
		s[i].y = y;
		s[i].n = 2;
	}
	memset(&p, 0, sizeof(p));
	p.title = "zero_ratio";
	p.series = s;
	p.nseries = 17;
	memset(&c, 0, sizeof(c));
	c.panel = &p;
	c.npanel = 1;
	papo_svg_chart(&out, &c);
	/*
	 * colours in turn (8) and dashes in turn (6): no two of the 17
	 * series alike; the first blue solid, the ninth blue dotted, the
	 * 17th blue long-dashed; each style three times (line, legend line,
	 * legend marker group)
	 */
	ck_assert_uint_eq(count(out.s, "stroke=\"#0072B2\" fill"), 1);
	ck_assert_uint_eq(count(out.s,
	    "stroke=\"#0072B2\" stroke-dasharray=\"2 3\" fill"), 1);
	ck_assert_uint_eq(count(out.s,
	    "stroke=\"#0072B2\" stroke-dasharray=\"14 4\" fill"), 1);
	ck_assert_uint_eq(count(out.s, "stroke=\"#D55E00\" "
	    "stroke-dasharray=\"7 4\""), 3);
	/* they all coincide: said once */
	ck_assert_uint_eq(count(out.s, "(the same)"), 1);
	papo_buf_release(&out);
}
END_TEST

/*
 * A share's axis stays within [0, 1]: a constant 1 (all groups
 * process-active) is drawn from 0.9 to 1, not to 1.1; a constant 0 from
 * 0 to 1, not from -1; other panels are widened as before.
 */
START_TEST(chart_unit_axis)
{
	static const double x[] = { 0, 1, 2 };
	static const double one[] = { 1, 1, 1 }, zero[] = { 0, 0, 0 };
	struct papo_svg_series s1 = { NULL, x, one, 3 }, s0 = { NULL, x,
	    zero, 3 };
	struct papo_svg_panel p;
	struct papo_svg_chart c;
	struct papo_buf out = PAPO_BUF_INIT;

	memset(&p, 0, sizeof(p));
	memset(&c, 0, sizeof(c));
	p.series = &s1;
	p.nseries = 1;
	p.unit = 1;
	c.panel = &p;
	c.npanel = 1;
	papo_svg_chart(&out, &c);
	ck_assert(strstr(out.s, ">1.10</text>") == NULL);
	ck_assert(strstr(out.s, ">1.00</text>") != NULL);
	ck_assert(strstr(out.s, ">0.90</text>") != NULL);
	papo_buf_reset(&out);
	p.series = &s0;
	papo_svg_chart(&out, &c);
	ck_assert(strstr(out.s, ">-0.5</text>") == NULL);
	ck_assert(strstr(out.s, ">-1.0</text>") == NULL);
	ck_assert(strstr(out.s, ">0.0</text>") != NULL);
	ck_assert(strstr(out.s, ">1.0</text>") != NULL);
	/* not a share: widened around 0 as before */
	papo_buf_reset(&out);
	p.unit = 0;
	papo_svg_chart(&out, &c);
	ck_assert(strstr(out.s, ">-1.0</text>") != NULL);
	papo_buf_release(&out);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("svg");
	TCase *t = tcase_create("core");

	tcase_add_test(t, ticks_nice);
	tcase_add_test(t, ticks_degenerate);
	tcase_add_test(t, escape);
	tcase_add_test(t, chart_structure);
	tcase_add_test(t, chart_no_data_no_legend);
	tcase_add_test(t, chart_many_series);
	tcase_add_test(t, chart_unit_axis);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
