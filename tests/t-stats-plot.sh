#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-plot.sh: papo-stats charts are well-formed SVG that a real
# renderer (rsvg-convert) draws, with the runs' colours in the picture.
set -u
. "$TOP/tests/lib.sh"
# the shell tests share one directory: work in a fresh one of our own,
# so that no other test's files (part.*, step-*.jsonl) meet our globs
dir=t-stats-plot.d
rm -rf $dir && mkdir $dir && cd $dir || fail "cannot make $dir"
for c in xmllint rsvg-convert python3; do
	command -v $c > /dev/null || fail "$c is not installed (make deps)"
done

# two runs of the example rollouts: the ORM baseline, and PAPO with the
# random-tier control standing in for a judge
papo-advantage --mode grpo --field r_out=label "$TOP/examples/rollouts.jsonl" \
    > orm.jsonl || fail "papo-advantage grpo"
papo-advantage --signal random3 --seed 1 --field r_out=label \
    "$TOP/examples/rollouts.jsonl" > papo.jsonl || fail "papo-advantage papo"

papo-stats --field r_out=label --run orm=orm.jsonl --run 'papo=papo.jsonl' \
    --plot chart.svg --plot-metrics zero_ratio,correct_min,accuracy \
    --title 'ORM & PAPO <example>' -f none > out.txt 2> err.txt ||
    fail "papo-stats --plot: $(cat err.txt)"
step "-f none wrote to standard output" [ ! -s out.txt ]
xmllint --noout chart.svg 2> xml.txt
step -o xml.txt "chart.svg is well-formed" test $? -eq 0
rsvg-convert -o chart.png chart.svg 2> rsvg.txt ||
    fail "rsvg-convert: $(cat rsvg.txt)"

# the picture: a PNG of the SVG's size, with pixels of both runs' colours
# (#0072B2, #D55E00) and of the text
step "the rendered chart is wrong" python3 - chart.svg chart.png <<'EOF'
import re, struct, sys, zlib
svg = open(sys.argv[1]).read()
w, h = (int(x) for x in re.search(r'width="(\d+)" height="(\d+)"', svg).groups())
png = open(sys.argv[2], "rb").read()
assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pw, ph, depth, ctype = struct.unpack(">IIBB", png[16:26])
assert (pw, ph) == (w, h), "PNG %dx%d, SVG %dx%d" % (pw, ph, w, h)
assert depth == 8 and ctype in (2, 6), "unexpected PNG format"
data, pos = b"", 8
while pos < len(png):
    n, kind = struct.unpack(">I4s", png[pos:pos + 8])
    if kind == b"IDAT":
        data += png[pos + 8:pos + 8 + n]
    pos += 12 + n
raw = zlib.decompress(data)
bpp = 4 if ctype == 6 else 3
stride = pw * bpp
rows, prev = [], bytearray(stride)
for y in range(ph):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(bytes(line))
    prev = line
def count(rgb):
    n = 0
    for line in rows:
        for x in range(0, stride, bpp):
            px = line[x:x + 3]
            if all(abs(px[k] - rgb[k]) <= 12 for k in range(3)):
                n += 1
    return n
blue, orange, dark = count((0, 114, 178)), count((213, 94, 0)), count((0, 0, 0))
white = count((255, 255, 255))
assert blue > 200, "the orm line is not drawn (%d pixels)" % blue
assert orange > 200, "the papo line is not drawn (%d pixels)" % orange
assert dark > 100, "no text (%d pixels)" % dark
assert white > pw * ph // 2, "the background is not white"
EOF

# every metric, one panel each, and the chart on standard output
papo-stats --field r_out=label --plot all.svg --plot-metrics all -f none \
    orm.jsonl 2> err.txt || fail "--plot-metrics all: $(cat err.txt)"
step "--plot-metrics all does not draw 30 panels" \
    [ "$(grep -c '<g class="panel" id="panel-[a-z_]*">' all.svg)" = 30 ]
step "all.svg is not well-formed" xmllint --noout all.svg
rsvg-convert -o all.png all.svg || fail "rsvg-convert all.svg"
papo-stats --field r_out=label --plot - orm.jsonl > stdout.svg 2> err.txt ||
    fail "--plot -: $(cat err.txt)"
step "--plot - is not well-formed" xmllint --noout stdout.svg

# names that XML cannot hold as they are: control bytes, bad UTF-8
papo-stats --run "$(printf 'a\001<b>\377')=orm.jsonl" --plot odd.svg \
    -f none 2> err.txt || fail "odd run name: $(cat err.txt)"
step "a run name broke the SVG" xmllint --noout odd.svg
rsvg-convert -o odd.png odd.svg || fail "rsvg-convert odd.svg"
exit 0
