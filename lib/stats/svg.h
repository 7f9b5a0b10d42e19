/* SPDX-License-Identifier: MIT */
/*
 * svg.h: line charts as standalone SVG: panels of named series against x,
 * with axes, ticks, legend and title.
 */
#ifndef PAPO_SVG_H
#define PAPO_SVG_H

#include <stddef.h>

#include "buf.h"

/* One line: n points (x[i], y[i]) in increasing x; a NaN y is a gap. */
struct papo_svg_series {
	const char *name;
	const double *x;
	const double *y;
	size_t n;
};

/*
 * One chart panel: a title and its series (styles by position: eight
 * colours, six dash patterns and five markers in turn; series that
 * coincide are named in the corner).  unit: the values
 * are shares, and the vertical axis stays within [0, 1] when they do.
 */
struct papo_svg_panel {
	const char *title;
	const struct papo_svg_series *series;
	size_t nseries;
	int unit;
};

/*
 * A figure: an optional title, a legend naming the series (taken from
 * the first panel, and left out when no series has a name: every
 * panel is expected to hold the same series in the same order, say one
 * per run), and panels on a grid of columns (0: one column for one
 * panel, else two).  xlabel names the x axis.
 */
struct papo_svg_chart {
	const char *title;
	const char *xlabel;
	const struct papo_svg_panel *panel;
	size_t npanel;
	size_t columns;
};

/*
 * Append the chart to out as a complete SVG document (UTF-8, no
 * external references).  Text is escaped for XML; invalid UTF-8 or
 * control characters in names become '?'.  Axes reach the nearest
 * ticks around the data; a panel without any data says so.
 */
void papo_svg_chart(struct papo_buf *out, const struct papo_svg_chart *c);

/*
 * Nice ticks for data in [lo, hi]: a step of 1, 2 or 5 times a power
 * of ten giving about want intervals (at least 1 when integer), and
 * the axis bounds *alo <= lo, *ahi >= hi on multiples of it.  A range
 * of one value, or of rounding noise around one (below 1e-9 of the
 * values' size), is first widened around its centre: by 1 when that is
 * 0 or integer is set, else by a tenth of it.  Returns the number of
 * ticks.
 */
size_t papo_svg_ticks(double lo, double hi, size_t want, int integer,
    double *alo, double *ahi, double *step);

/* Append s (n bytes) as XML character data. */
void papo_svg_escape(struct papo_buf *out, const char *s, size_t n);

#endif
