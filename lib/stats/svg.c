/* SPDX-License-Identifier: MIT */
/* svg.c: SVG line charts: layout, nice ticks, axes, lines with gaps, legend. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "svg.h"
#include "table.h"
#include "xalloc.h"

/*
 * Okabe-Ito colours: told apart with any colour vision; the two oranges
 * (vermillion, orange) far apart, yellow last.
 */
static const char *const palette[] = {
	"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#000000", "#56B4E9",
	"#E69F00", "#F0E442"
};
#define NPALETTE (sizeof(palette) / sizeof(palette[0]))

/*
 * Dash patterns, one per series in turn (solid, dashed, dotted,
 * dash-dot, long dash, dash-dot-dot), so that lines that coincide show
 * each other's colour through their gaps.
 */
static const char *const dashes[] = { NULL, "7 4", "2 3", "9 3 2 3",
	"14 4", "9 3 2 3 2 3" };
#define NDASHES (sizeof(dashes) / sizeof(dashes[0]))

/* Marker shapes, one per series in turn. */
#define NMARKERS 5

/* The stroke of series i: its colour and its dash. */
static void
stroke(struct papo_buf *out, size_t i)
{
	const char *d = dashes[i % NDASHES];

	papo_buf_addf(out, "stroke=\"%s\"", palette[i % NPALETTE]);
	if (d)
		papo_buf_addf(out, " stroke-dasharray=\"%s\"", d);
}

/* The marker of series i at (x, y): circle, square, triangles, diamond. */
static void
marker(struct papo_buf *out, size_t i, double x, double y)
{
	const char *c = palette[i % NPALETTE];

	switch (i % NMARKERS) {
	case 0:
		papo_buf_addf(out, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"2.8\" "
		    "fill=\"%s\" stroke=\"none\"/>\n", x, y, c);
		break;
	case 1:
		papo_buf_addf(out, "<rect x=\"%.2f\" y=\"%.2f\" width=\"5.4\" "
		    "height=\"5.4\" fill=\"%s\" stroke=\"none\"/>\n", x - 2.7,
		    y - 2.7, c);
		break;
	case 2:
		papo_buf_addf(out, "<polygon points=\"%.2f,%.2f %.2f,%.2f "
		    "%.2f,%.2f\" fill=\"%s\" stroke=\"none\"/>\n", x, y - 3.6,
		    x + 3.3, y + 2.4, x - 3.3, y + 2.4, c);
		break;
	case 3:
		papo_buf_addf(out, "<polygon points=\"%.2f,%.2f %.2f,%.2f "
		    "%.2f,%.2f %.2f,%.2f\" fill=\"white\" stroke-width=\"1.4\" "
		    "stroke-dasharray=\"none\"/>\n", x, y - 3.6, x + 3.6, y, x,
		    y + 3.6, x - 3.6, y);
		break;
	default:
		papo_buf_addf(out, "<polygon points=\"%.2f,%.2f %.2f,%.2f "
		    "%.2f,%.2f\" fill=\"white\" stroke-width=\"1.4\" "
		    "stroke-dasharray=\"none\"/>\n", x, y + 3.6, x + 3.3,
		    y - 2.4, x - 3.3, y - 2.4);
		break;
	}
}

/* Panel geometry, in pixels. */
enum {
	PANEL_W = 480, PANEL_H = 300,
	MARGIN_L = 70, MARGIN_R = 18, MARGIN_T = 48, MARGIN_B = 46,
	PAGE_PAD = 12, TITLE_H = 34, LEGEND_ROW = 24
};

/* Average advance of a 12px sans-serif character, for laying out the legend. */
#define CHAR_W 7.0

void
papo_svg_escape(struct papo_buf *out, const char *s, size_t n)
{
	int ok = papo_utf8_valid(s, n);
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '&': papo_buf_adds(out, "&amp;"); break;
		case '<': papo_buf_adds(out, "&lt;"); break;
		case '>': papo_buf_adds(out, "&gt;"); break;
		case '"': papo_buf_adds(out, "&quot;"); break;
		case '\'': papo_buf_adds(out, "&apos;"); break;
		default:
			/* XML 1.0 has no place for control characters */
			if (c < 0x20 || c == 0x7f || (c >= 0x80 && !ok))
				papo_buf_addc(out, '?');
			else
				papo_buf_addc(out, (int)c);
			break;
		}
	}
}

void
papo_svg_ema(const double *y, size_t n, double w, double *out)
{
	double last = 0, k = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (!isfinite(y[i]) || w <= 0) {
			out[i] = y[i];
			continue;
		}
		last = last * w + (1 - w) * y[i];
		k++;
		out[i] = last / (1 - pow(w, k));
	}
}

static void
escs(struct papo_buf *out, const char *s)
{
	papo_svg_escape(out, s, strlen(s));
}

size_t
papo_svg_ticks(double lo, double hi, size_t want, int integer,
    double *alo, double *ahi, double *step)
{
	double raw, mag, norm, st, big = fmax(1, fmax(fabs(lo), fabs(hi)));

	/* one value, or rounding noise around one (a mean of 1e-17): widen */
	if (!(hi - lo > 1e-9 * big)) {
		double c = (lo + hi) / 2, pad;

		if (fabs(c) < 1e-9)
			c = 0;
		pad = integer || c == 0 ? 1 : fabs(c) * 0.1;
		lo = c - pad;
		hi = c + pad;
	}
	if (want < 1)
		want = 1;
	raw = (hi - lo) / (double)want;
	mag = pow(10, floor(log10(raw)));
	norm = raw / mag;
	st = (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * mag;
	if (integer && st < 1)
		st = 1;
	*step = st;
	*alo = floor(lo / st + 1e-9) * st;
	*ahi = ceil(hi / st - 1e-9) * st;
	return (size_t)floor((*ahi - *alo) / st + 0.5) + 1;
}

/* A tick label with as many decimals as the step needs; no "-0". */
static void
tick_label(struct papo_buf *out, double v, double step)
{
	int dec = step >= 1 ? 0 : (int)ceil(-log10(step) - 1e-9);
	size_t at = out->len;

	if (fabs(v) < step * 1e-6)
		v = 0;
	if (fabs(v) >= 1e7 || step < 1e-4)
		papo_buf_addf(out, "%g", v);
	else
		papo_buf_addf(out, "%.*f", dec, v);
	papo_table_unsign_zero(out, at);
}

struct frame {
	double x0, y0, w, h;		/* plot area in pixels */
	double xlo, xhi, ylo, yhi;	/* data bounds of the axes */
};

static double
px(const struct frame *f, double x)
{
	return f->x0 + (x - f->xlo) / (f->xhi - f->xlo) * f->w;
}

static double
py(const struct frame *f, double y)
{
	return f->y0 + f->h - (y - f->ylo) / (f->yhi - f->ylo) * f->h;
}

/* 1 when point i of series s is drawn (both coordinates finite). */
static int
drawn(const struct papo_svg_series *s, size_t i)
{
	return isfinite(s->x[i]) && isfinite(s->y[i]);
}

/*
 * Draw series pos of nser: a polyline per run of finite points, its
 * marker at every point when sparse, else at about twelve of them,
 * staggered by series.  Series drawn first are drawn wider, so that a
 * line drawn over one that it coincides with leaves its edges visible.
 */
static void
draw_series(struct papo_buf *out, const struct frame *f,
    const struct papo_svg_series *s, size_t pos, size_t nser, int faint)
{
	size_t i, k, npts = 0, every, seen = 0;
	double width = 1.8 + 0.7 * (double)(nser - 1 - pos);

	for (i = 0; i < s->n; i++)
		npts += drawn(s, i);
	every = npts <= 40 ? 1 : npts / 12;
	if (width > 4.6)
		width = 4.6;
	papo_buf_addf(out, "<g class=\"%s\" ", faint > 0 ? "raw" :
	    faint < 0 ? "smoothed" : "line");
	stroke(out, pos);
	if (faint > 0)
		papo_buf_adds(out, " stroke-opacity=\"0.25\"");
	papo_buf_addf(out, " fill=\"none\" stroke-width=\"%.1f\""
	    " stroke-linejoin=\"round\" stroke-linecap=\"round\">\n",
	    faint > 0 ? 1.0 : width);
	for (i = 0; i < s->n;) {
		if (!drawn(s, i)) {
			i++;
			continue;
		}
		for (k = i; k < s->n && drawn(s, k); k++)
			;
		if (k - i >= 2) {
			size_t m;

			papo_buf_adds(out, "<polyline points=\"");
			for (m = i; m < k; m++)
				papo_buf_addf(out, "%s%.2f,%.2f", m > i ? " " :
				    "", px(f, s->x[m]), py(f, s->y[m]));
			papo_buf_adds(out, "\"/>\n");
		}
		for (; i < k; i++, seen++)
			if (faint > 0)
				;	/* the raw line behind: no markers */
			else if (k - i == 1 || every == 1 ||
			    (seen + pos * every / (nser ? nser : 1)) % every ==
			    0)
				marker(out, pos, px(f, s->x[i]),
				    py(f, s->y[i]));
	}
	papo_buf_adds(out, "</g>\n");
}

static const char *legend_name(const struct papo_svg_series *s);

/* Do series a and b draw the same points (a line over the other)? */
static int
same_series(const struct papo_svg_series *a, const struct papo_svg_series *b)
{
	size_t i, n = 0;

	if (a->n != b->n)
		return 0;
	for (i = 0; i < a->n; i++) {
		if (drawn(a, i) != drawn(b, i))
			return 0;
		if (!drawn(a, i))
			continue;
		if (a->x[i] != b->x[i] || fabs(a->y[i] - b->y[i]) >
		    1e-9 * (fabs(a->y[i]) + 1))
			return 0;
		n++;
	}
	return n > 0;
}

/* 1 when series s has a point to draw. */
static int
has_points(const struct papo_svg_series *s)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (drawn(s, i))
			return 1;
	return 0;
}

/*
 * The panel's notes, on a line of their own between its title and its
 * plot area, where no line goes: the series that coincide ("grpo = rloo
 * (the same)": a line drawn over another hides it, whatever its style)
 * and those without a point ("no data: prm"), cut to the panel's width.
 */
static void
notes(struct papo_buf *out, const struct frame *f,
    const struct papo_svg_panel *p)
{
	struct papo_buf note = PAPO_BUF_INIT;
	unsigned char done[64];
	size_t i, k, n = p->nseries < 64 ? p->nseries : 64, none = 0, at;
	size_t room = (size_t)(f->w / 6.2), last = 0;
	int any;

	memset(done, 0, sizeof(done));
	for (i = 0; i < n; i++) {
		if (done[i] || !has_points(&p->series[i]))
			continue;
		at = note.len;
		papo_buf_addf(&note, "%s%s", at ? "; " : "",
		    legend_name(&p->series[i]));
		any = 0;
		for (k = i + 1; k < n; k++)
			if (!done[k] && same_series(&p->series[i],
			    &p->series[k])) {
				done[k] = 1;
				/* many: the first three, "...", the last */
				if (++any < 3)
					papo_buf_addf(&note, " = %s",
					    legend_name(&p->series[k]));
				else
					last = k;
			}
		if (any >= 3)
			papo_buf_addf(&note, "%s = %s", any > 3 ? " = ..." :
			    "", legend_name(&p->series[last]));
		if (any)
			papo_buf_adds(&note, " (the same)");
		else
			note.len = at;	/* nothing to say of it */
		note.s[note.len] = '\0';
	}
	for (i = 0; i < p->nseries; i++)
		if (!has_points(&p->series[i])) {
			papo_buf_addf(&note, "%s%s", none++ ? ", " : note.len ?
			    "; no data: " : "no data: ",
			    legend_name(&p->series[i]));
		}
	if (note.len > 0) {
		papo_buf_addf(out, "<text class=\"note\" x=\"%.2f\" "
		    "y=\"%.2f\" font-size=\"10\" fill=\"#444444\">", f->x0,
		    f->y0 - 6);
		if (papo_table_width(note.s, note.len) > room) {
			/* cut on a character's start, and say so */
			for (i = 0, k = 0; i < note.len && k + 3 < room; i++)
				k += ((unsigned char)note.s[i] & 0xc0) != 0x80;
			while (i < note.len &&
			    ((unsigned char)note.s[i] & 0xc0) == 0x80)
				i++;
			papo_svg_escape(out, note.s, i);
			papo_buf_adds(out, "...");
		} else
			escs(out, note.s);
		papo_buf_adds(out, "</text>\n");
	}
	papo_buf_release(&note);
}

/*
 * The range of p's finite points into xmin, xmax, ymin, ymax (HUGE_VAL
 * and -HUGE_VAL when there is none); 1 when every x is a whole number.
 */
static int
data_range(const struct papo_svg_panel *p, double *xmin, double *xmax,
    double *ymin, double *ymax)
{
	size_t i, k;
	int xint = 1;

	*xmin = *ymin = HUGE_VAL;
	*xmax = *ymax = -HUGE_VAL;
	for (i = 0; i < p->nseries; i++)
		for (k = 0; k < p->series[i].n; k++) {
			double x = p->series[i].x[k], y = p->series[i].y[k];

			if (!isfinite(x) || !isfinite(y))
				continue;
			*xmin = fmin(*xmin, x);
			*xmax = fmax(*xmax, x);
			*ymin = fmin(*ymin, y);
			*ymax = fmax(*ymax, y);
			xint &= x == floor(x);
		}
	return xint;
}

/*
 * The panel's lines: as they are, or smoothed (papo_svg_ema) over the
 * raw ones drawn faint behind, all of these first.
 */
static void
draw_lines(struct papo_buf *out, const struct frame *f,
    const struct papo_svg_panel *p, double w)
{
	struct papo_svg_series sm;
	double *y;
	size_t i;

	if (w <= 0) {
		for (i = 0; i < p->nseries; i++)
			draw_series(out, f, &p->series[i], i, p->nseries, 0);
		return;
	}
	for (i = 0; i < p->nseries; i++)
		draw_series(out, f, &p->series[i], i, p->nseries, 1);
	for (i = 0; i < p->nseries; i++) {
		sm = p->series[i];
		y = papo_xcalloc(sm.n + 1, sizeof(*y));
		papo_svg_ema(sm.y, sm.n, w, y);
		sm.y = y;
		draw_series(out, f, &sm, i, p->nseries, -1);
		free(y);
	}
}

/*
 * The grid, the tick labels and the axes with their tick marks of frame
 * f: nx ticks ys apart on x from f->xlo, ny ys apart on y from f->ylo.
 */
static void
draw_axes(struct papo_buf *out, const struct frame *f, size_t nx, double xs,
    size_t ny, double ys)
{
	double v;
	size_t i;

	/* grid and tick labels */
	papo_buf_adds(out, "<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n");
	for (i = 0; i < ny; i++) {
		v = py(f, f->ylo + (double)i * ys);
		papo_buf_addf(out, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
		    "y2=\"%.2f\"/>\n", f->x0, v, f->x0 + f->w, v);
	}
	for (i = 0; i < nx; i++) {
		v = px(f, f->xlo + (double)i * xs);
		papo_buf_addf(out, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
		    "y2=\"%.2f\"/>\n", v, f->y0, v, f->y0 + f->h);
	}
	papo_buf_adds(out, "</g>\n<g font-size=\"11\" fill=\"#333333\">\n");
	for (i = 0; i < ny; i++) {
		double y = f->ylo + (double)i * ys;

		papo_buf_addf(out, "<text x=\"%.2f\" y=\"%.2f\" "
		    "text-anchor=\"end\">", f->x0 - 8, py(f, y) + 4);
		tick_label(out, y, ys);
		papo_buf_adds(out, "</text>\n");
	}
	for (i = 0; i < nx; i++) {
		double x = f->xlo + (double)i * xs;

		papo_buf_addf(out, "<text x=\"%.2f\" y=\"%.2f\" "
		    "text-anchor=\"middle\">", px(f, x), f->y0 + f->h + 16);
		tick_label(out, x, xs);
		papo_buf_adds(out, "</text>\n");
	}
	papo_buf_adds(out, "</g>\n");
	/* axes with tick marks */
	papo_buf_addf(out, "<g stroke=\"#333333\" stroke-width=\"1\">\n"
	    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n"
	    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n",
	    f->x0, f->y0, f->x0, f->y0 + f->h, f->x0, f->y0 + f->h,
	    f->x0 + f->w, f->y0 + f->h);
	for (i = 0; i < ny; i++) {
		v = py(f, f->ylo + (double)i * ys);
		papo_buf_addf(out, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
		    "y2=\"%.2f\"/>\n", f->x0 - 4, v, f->x0, v);
	}
	for (i = 0; i < nx; i++) {
		v = px(f, f->xlo + (double)i * xs);
		papo_buf_addf(out, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
		    "y2=\"%.2f\"/>\n", v, f->y0 + f->h, v, f->y0 + f->h + 4);
	}
	papo_buf_adds(out, "</g>\n");
}

static void
draw_panel(struct papo_buf *out, const struct papo_svg_chart *c,
    const struct papo_svg_panel *p, double ox, double oy)
{
	struct frame f;
	double xmin, xmax, ymin, ymax, xs, ys;
	size_t nx, ny;
	int xint;

	f.x0 = ox + MARGIN_L;
	f.y0 = oy + MARGIN_T;
	f.w = PANEL_W - MARGIN_L - MARGIN_R;
	f.h = PANEL_H - MARGIN_T - MARGIN_B;
	papo_buf_adds(out, "<g class=\"panel\"");
	if (p->id) {
		papo_buf_adds(out, " id=\"panel-");
		escs(out, p->id);
		papo_buf_addc(out, '"');
	}
	papo_buf_adds(out, ">\n");
	papo_buf_addf(out, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"14\" "
	    "font-weight=\"bold\">", f.x0, oy + 22);
	escs(out, p->title ? p->title : "");
	papo_buf_adds(out, "</text>\n");
	if (p->ylabel) {
		double yl = f.y0 + f.h / 2;

		papo_buf_addf(out, "<text class=\"ylabel\" x=\"%.2f\" "
		    "y=\"%.2f\" font-size=\"12\" fill=\"#333333\" "
		    "text-anchor=\"middle\" "
		    "transform=\"rotate(-90 %.2f %.2f)\">", ox + 16, yl,
		    ox + 16, yl);
		escs(out, p->ylabel);
		papo_buf_adds(out, "</text>\n");
	}

	xint = data_range(p, &xmin, &xmax, &ymin, &ymax);
	papo_buf_addf(out, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" "
	    "height=\"%.2f\" fill=\"#fcfcfc\" stroke=\"#cccccc\"/>\n", f.x0,
	    f.y0, f.w, f.h);
	if (!isfinite(xmin)) {
		papo_buf_addf(out,
		    "<text x=\"%.2f\" y=\"%.2f\" font-size=\"13\""
		    " fill=\"#777777\" text-anchor=\"middle\">no data</text>\n"
		    "</g>\n", f.x0 + f.w / 2, f.y0 + f.h / 2);
		return;
	}
	nx = papo_svg_ticks(xmin, xmax, 6, xint, &f.xlo, &f.xhi, &xs);
	ny = papo_svg_ticks(ymin, ymax, 5, 0, &f.ylo, &f.yhi, &ys);
	/*
	 * a share's axis ends at 0 and 1, which are multiples of every
	 * step a range within them gets (at most 0.5)
	 */
	if (p->unit && ymin >= 0 && ymax <= 1 && (f.ylo < 0 || f.yhi > 1)) {
		if (f.ylo < 0)
			f.ylo = 0;
		if (f.yhi > 1)
			f.yhi = 1;
		ny = (size_t)floor((f.yhi - f.ylo) / ys + 0.5) + 1;
	}

	draw_axes(out, &f, nx, xs, ny, ys);
	if (c->xlabel) {
		papo_buf_addf(out,
		    "<text x=\"%.2f\" y=\"%.2f\" font-size=\"12\""
		    " fill=\"#333333\" text-anchor=\"middle\">", f.x0 + f.w / 2,
		    f.y0 + f.h + 36);
		escs(out, c->xlabel);
		papo_buf_adds(out, "</text>\n");
	}
	draw_lines(out, &f, p, c->smooth);
	notes(out, &f, p);
	papo_buf_adds(out, "</g>\n");
}

/* The name of series s in the legend, and the width its entry takes. */
static const char *
legend_name(const struct papo_svg_series *s)
{
	return s->name ? s->name : "";
}

static double
legend_width(const struct papo_svg_series *s)
{
	return 34 + CHAR_W * (double)strlen(legend_name(s)) + 18;
}

void
papo_svg_chart(struct papo_buf *out, const struct papo_svg_chart *c)
{
	size_t cols = c->columns ? c->columns : c->npanel > 1 ? 2 : 1;
	size_t rows = (c->npanel + cols - 1) / cols, i, legend_rows = 0;
	const struct papo_svg_panel *p0 = c->npanel ? &c->panel[0] : NULL;
	double width = (double)(cols * PANEL_W) + 2 * PAGE_PAD, top = PAGE_PAD;
	double x, height;

	if (rows == 0)
		rows = 1;
	/* the legend (when the series have names) flows over rows as needed */
	for (i = 0; p0 && i < p0->nseries; i++)
		if (p0->series[i].name)
			break;
	if (p0 && i < p0->nseries) {
		x = 0;
		legend_rows = 1;
		for (i = 0; i < p0->nseries; i++) {
			double w = legend_width(&p0->series[i]);

			if (x > 0 && x + w > width - 2 * PAGE_PAD - MARGIN_L) {
				legend_rows++;
				x = 0;
			}
			x += w;
		}
	}
	height = top + (c->title ? TITLE_H : 0) +
	    (double)legend_rows * LEGEND_ROW + (double)(rows * PANEL_H) +
	    PAGE_PAD;
	papo_buf_addf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
	    "width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
	    "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n",
	    width, height, width, height);
	papo_buf_adds(out, "<rect width=\"100%\" height=\"100%\" "
	    "fill=\"#ffffff\"/>\n");
	if (c->title) {
		papo_buf_addf(out,
		    "<text x=\"%.2f\" y=\"%.2f\" font-size=\"18\""
		    " font-weight=\"bold\" text-anchor=\"middle\">", width / 2,
		    top + 22);
		escs(out, c->title);
		papo_buf_adds(out, "</text>\n");
		top += TITLE_H;
	}
	if (legend_rows) {
		double y = top + 12;

		x = PAGE_PAD + MARGIN_L;
		papo_buf_adds(out, "<g font-size=\"12\" fill=\"#222222\">\n");
		for (i = 0; i < p0->nseries; i++) {
			double w = legend_width(&p0->series[i]);

			if (x > PAGE_PAD + MARGIN_L &&
			    x + w > width - PAGE_PAD) {
				x = PAGE_PAD + MARGIN_L;
				y += LEGEND_ROW;
			}
			papo_buf_addf(out, "<line x1=\"%.2f\" y1=\"%.2f\" "
			    "x2=\"%.2f\" y2=\"%.2f\" ", x, y - 4, x + 26,
			    y - 4);
			stroke(out, i);
			papo_buf_adds(out, " stroke-width=\"2.4\"/>\n");
			papo_buf_adds(out, "<g ");
			stroke(out, i);
			papo_buf_adds(out, ">\n");
			marker(out, i, x + 13, y - 4);
			papo_buf_adds(out, "</g>\n");
			papo_buf_addf(out, "<text x=\"%.2f\" y=\"%.2f\">",
			    x + 34, y);
			escs(out, legend_name(&p0->series[i]));
			papo_buf_adds(out, "</text>\n");
			x += w;
		}
		papo_buf_adds(out, "</g>\n");
		top += (double)legend_rows * LEGEND_ROW;
	}
	for (i = 0; i < c->npanel; i++)
		draw_panel(out, c, &c->panel[i],
		    PAGE_PAD + (double)((i % cols) * PANEL_W),
		    top + (double)((i / cols) * PANEL_H));
	papo_buf_adds(out, "</svg>\n");
}
