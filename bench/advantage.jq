# SPDX-License-Identifier: MIT
# advantage.jq: PAPO advantages in jq, the program a jq user would write.
# usage: jq -c -s -f bench/advantage.jq FILE
# Groups by (step, group); A_out over the group, A_proc over the correct
# responses; sample std, eps 1e-6 added, the std guard, |C| >= 2.
def mean: add / length;
def sstd: mean as $m | (map((. - $m) * (. - $m)) | add) / (length - 1) | sqrt;
def norm:
  if length < 2 then map(0)
  else mean as $m | sstd as $s
    | if $s > 1e-6 then map((. - $m) / ($s + 1e-6)) else map(0) end
  end;
. as $r
| [range(0; length)]
| group_by([$r[.].step, $r[.].group])
| map(. as $idx
    | ($idx | map($r[.].r_out) | norm) as $aout
    | ($idx | map(select($r[.].r_out == 1))) as $c
    | (if ($c | length) >= 2 then ($c | map($r[.].r_proc) | norm) else [] end) as $ap
    | (reduce range(0; $c | length) as $k ({}; .[$c[$k] | tostring] = $ap[$k])) as $pm
    | [range(0; $idx | length) as $k
       | {i: $idx[$k], o: $aout[$k], p: ($pm[$idx[$k] | tostring] // 0)}])
| flatten
| sort_by(.i)
| .[]
| $r[.i] + {adv: (.o + .p), adv_out: .o, adv_proc: .p}
