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
	const char *ylabel;	/* the values' unit, beside the vertical
				   axis, or NULL */
	const char *id;		/* an XML name for the panel's group
				   (id="panel-ID"), or NULL */
};

/*
 * A figure: an optional title, a legend naming the series (taken from
 * the first panel, and left out when no series has a name: every
 * panel is expected to hold the same series in the same order, say one
 * per run), and panels on a grid of columns (0: one column for one
 * panel, else two).  xlabel names the x axis.  A panel's notes (the
 * series that coincide, those without a point) are written above its
 * plot area, where no line goes.
 */
struct papo_svg_chart {
	const char *title;
	const char *xlabel;
	const struct papo_svg_panel *panel;
	size_t npanel;
	size_t columns;
	double smooth;		/* each line smoothed by an exponential
				   moving average of this weight, the raw
				   one faint behind it; 0: raw lines */
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

/*
 * The exponential moving average of y[0..n) as TensorBoard smooths a
 * line, into out (room for n): s = w s + (1 - w) y over the finite
 * values in order, each divided by 1 - w^k (k: the values so far) so
 * that the start is not pulled to 0; a value that is not finite is
 * copied as it is and changes nothing.  w = 0 copies y.
 */
void papo_svg_ema(const double *y, size_t n, double w, double *out);

/* Append s (n bytes) as XML character data. */
void papo_svg_escape(struct papo_buf *out, const char *s, size_t n);

#endif
