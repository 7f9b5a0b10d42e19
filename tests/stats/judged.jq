# SPDX-License-Identifier: MIT
# judged.jq: the example rollouts made to look judged, for the papo-stats
# tests (which must not need ../shared/data).  r_out is the upstream
# label, length the response's characters / 4, and a correct response
# gets a judge-like tier drawn from its id and step (the same every run).
.r_out = .label
| .length = ((.response | length) / 4 | floor)
| if .r_out == 1
  then .r_proc = [0, 0.5, 1, 1][((.id + (.step | tostring)) | explode | add) % 4]
  else . end
