#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-chart.sh: papo-stats --plot draws charts for reports: panel
# titles in words, the unit beside the vertical axis, the step under
# the horizontal one; long lines smoothed as TensorBoard smooths them
# (exponential moving average, debiased; the weight --smooth, 0.9 by
# default past 50 steps, none for short runs), the raw values faint
# behind; notes above the plot area, and a note naming a run without a
# line.  The smoothed values are read back from the SVG's points (by
# the axis ticks) and compared with an EMA computed here from the
# per-step values papo-stats writes as TSV.
set -u
. "$TOP/tests/lib.sh"
dir=t-stats-chart.d
rm -rf $dir && mkdir $dir && cd $dir || fail "cannot make $dir"
for c in xmllint rsvg-convert python3; do
	command -v $c > /dev/null || fail "$c is not installed (make deps)"
done

# 980 steps of 8 groups of 4, accuracy rising with noise (a fixed hash)
awk 'BEGIN {
	for (s = 0; s < 980; s++)
		for (g = 0; g < 8; g++)
			for (k = 0; k < 4; k++) {
				h = (s * 7919 + g * 104729 + k * 1299709) % 1000
				ok = h < 200 + 600 * s / 980 ? 1 : 0
				printf "{\"step\":%d,\"group\":%d,\"r_out\":%d,\"adv\":%d}\n", s, g, ok, ok
			}
}' > long.jsonl
papo-stats -f tsv -m accuracy long.jsonl > long.tsv 2> err ||
    fail "papo-stats: $(cat err)"

# check SVG METRIC TSV WEIGHT: the panel's smoothed line (or its line
# when WEIGHT is 0) is the EMA of the TSV's column, to a pixel
cat > check.py <<'PY'
import sys, xml.etree.ElementTree as ET
svg, metric, tsv, w = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(svg).getroot()
panel = root.find(".//s:g[@id='panel-%s']" % metric, ns)
assert panel is not None, "no panel " + metric
rows = [l.rstrip("\n").split("\t") for l in open(tsv)][1:]
xs = [float(r[0]) for r in rows]
ys = [float(r[1]) for r in rows]
# TensorBoard's smoothing, debiased
ema, last, k = [], 0.0, 0
for y in ys:
    if w == 0:
        ema.append(y)
        continue
    last = last * w + (1 - w) * y
    k += 1
    ema.append(last / (1 - w ** k))
# the axes' maps from the tick labels
xt, yt = [], []
for t in panel.iter("{http://www.w3.org/2000/svg}text"):
    a = t.get("text-anchor")
    try:
        v = float(t.text)
    except (TypeError, ValueError):
        continue
    if a == "end":
        yt.append((float(t.get("y")) - 4, v))
    elif a == "middle":
        xt.append((float(t.get("x")), v))
def fit(p):
    (p0, v0), (p1, v1) = p[0], p[-1]
    return lambda q: v0 + (q - p0) * (v1 - v0) / (p1 - p0)
fx, fy = fit(xt), fit(yt)
cls = "smoothed" if w > 0 else "line"
g = panel.find("s:g[@class='%s']" % cls, ns)
assert g is not None, "no %s line" % cls
pts = []
for pl in g.findall("s:polyline", ns):
    pts += [tuple(map(float, p.split(","))) for p in pl.get("points").split()]
assert len(pts) == len(ys), "%d points, %d rows" % (len(pts), len(ys))
span = max(v for _, v in yt) - min(v for _, v in yt)
for (px, py), x, e in zip(pts, xs, ema):
    assert abs(fx(px) - x) < 0.01 * (xs[-1] - xs[0] + 1), "x %g at %g" % (fx(px), x)
    assert abs(fy(py) - e) < 0.005 * span, "step %g: drawn %g, EMA %g" % (x, fy(py), e)
if w > 0:
    raw = panel.find("s:g[@class='raw']", ns)
    assert raw is not None and raw.get("stroke-opacity") == "0.25", "no faint raw line"
    assert raw.find("s:polyline", ns) is not None
PY

papo-stats --plot long.svg -m accuracy -f none long.jsonl 2> err ||
    fail "--plot: $(cat err)"
step -o long.svg "the 980-step chart is well-formed" xmllint --noout long.svg
step "rsvg-convert draws it" rsvg-convert -o long.png long.svg
step "980 steps: smoothed by default with 0.9, raw faint behind" \
    python3 check.py long.svg accuracy long.tsv 0.9
step -o long.svg "the panel's title in words" \
    grep -q 'font-weight="bold">Accuracy</text>' long.svg
step -o long.svg "the unit beside the vertical axis" \
    grep -q 'class="ylabel"[^>]*>share correct</text>' long.svg
step -o long.svg "the step under the horizontal axis" \
    grep -q '>step</text>' long.svg
papo-stats --plot w5.svg --smooth 0.5 -m accuracy -f none long.jsonl 2> err ||
    fail "--smooth 0.5: $(cat err)"
step "--smooth 0.5: the EMA of weight 0.5" \
    python3 check.py w5.svg accuracy long.tsv 0.5
papo-stats --plot w0.svg --smooth 0 -m accuracy -f none long.jsonl 2> err ||
    fail "--smooth 0: $(cat err)"
step "--smooth 0: the raw line alone" python3 check.py w0.svg accuracy long.tsv 0
step -o w0.svg "--smooth 0: nothing faint" sh -c '! grep -q stroke-opacity w0.svg'

# a 3-run ablation of 4 steps: lines as they are; the baselines have no
# process-active ratio, said above the plot area; grpo = rloo said too
papo-advantage --mode grpo --field r_out=label "$TOP/examples/rollouts.jsonl" \
    > grpo.jsonl || fail "papo-advantage grpo"
papo-advantage --signal random3 --seed 1 --field r_out=label \
    "$TOP/examples/rollouts.jsonl" > papo.jsonl || fail "papo-advantage papo"
papo-stats --field r_out=label --run grpo=grpo.jsonl --run rloo=grpo.jsonl \
    --run papo=papo.jsonl -m process_active_ratio,zero_ratio -f none \
    --plot abl.svg 2> err || fail "ablation chart: $(cat err)"
step -o abl.svg "the ablation chart is well-formed" xmllint --noout abl.svg
step "rsvg-convert draws it" rsvg-convert -o abl.png abl.svg
step -o abl.svg "a run without a line is named" \
    grep -q 'class="note"[^>]*>no data: grpo, rloo</text>' abl.svg
step -o abl.svg "runs that coincide are named" \
    grep -q 'class="note"[^>]*>grpo = rloo (the same)</text>' abl.svg
notes_above() {
	python3 - abl.svg <<'PY'
import sys, xml.etree.ElementTree as ET
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(sys.argv[1]).getroot()
n = 0
for p in root.findall(".//s:g[@class='panel']", ns):
    top = float(p.find("s:rect", ns).get("y"))
    for t in p.findall("s:text[@class='note']", ns):
        assert float(t.get("y")) < top, "a note inside the plot area"
        n += 1
assert n == 2, "%d notes" % n
PY
}
step "the notes are above the plot areas" notes_above
# 4 steps: drawn as they are
step "4 steps: not smoothed by default" sh -c \
    "python3 - abl.svg <<'PY'
import sys
s = open(sys.argv[1]).read()
assert 'class=\"smoothed\"' not in s and 'class=\"raw\"' not in s
PY"

# what --smooth takes
papo-stats --plot x.svg --smooth 1 -f none long.jsonl 2> err
rc=$?
step -o err "--smooth 1: status 64 ($rc)" [ $rc -eq 64 ]
step -o err "--smooth 1: the value is named" \
    grep -q "invalid value '1' for --smooth" err
papo-stats --smooth 0.5 -f none long.jsonl 2> err
rc=$?
step -o err "--smooth without --plot: status 64 ($rc)" [ $rc -eq 64 ]
exit 0
