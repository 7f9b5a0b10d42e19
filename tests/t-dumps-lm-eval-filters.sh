#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-lm-eval-filters.sh: lm-evaluation-harness --log_samples for a
# task with two filters.  EleutherAI/lm-evaluation-harness @ 4e7e0d4
# (2026-08-21), lm_eval/evaluator.py evaluate: the samples are written
# in a loop over the filters around the documents, so gsm8k (filter_list
# strict-match and flexible-extract) writes every document twice: the
# same doc_hash and resps, each filter's filtered_resps and
# exact_match.  --preset lm-eval read them with no step: a document's
# two copies one group (papo-advantage: a response against its own
# copy, 0 and 1 where the filters disagree), papo-stats counting each
# response twice and mixing the filters' accuracies.  The filter is now
# the step: a run of its own each, as lm-eval reports a metric per
# filter.  Fixture tests/frameworks/lm-eval-filters/ (by hand: three
# gsm8k documents, the filters' regexes applied to the responses).
set -u
. "$TOP/tests/lib.sh"
f=$(echo "$TOP"/tests/frameworks/lm-eval-filters/output/*/samples_gsm8k_*.jsonl)

# lm-eval's own figures: a filter's mean exact_match over its documents
jq -r '[.filter, .exact_match] | @tsv' "$f" | awk -F'\t' \
    '{ n[$1]++; s[$1] += $2 }
    END { for (k in n) printf "%s %d %.9f\n", k, n[k], s[k] / n[k] }' |
    sort > want
papo-stats --preset lm-eval -f tsv -m responses,groups,accuracy "$f" \
    > st.tsv 2> st.err
awk -F'\t' 'NR > 1 { printf "%s %d %.9f\n", $1, $2, $4 }' st.tsv |
    sort > got
step -o st.tsv "papo-stats: a row a filter, each filter's documents once" \
    cmp -s want got
step -o st.tsv "every group one document" [ "$(awk -F'\t' \
    'NR > 1 && $2 != $3' st.tsv)" = "" ]
papo-advantage --preset lm-eval -m grpo "$f" > a.jsonl 2> a.err
step -o a.err "papo-advantage: no document against its own copy" \
    grep -q "each of its 3 groups has one record" a.err
step -o a.jsonl "every advantage that of a group of one, r / (1 + eps)" \
    jq -e -s 'length == 6 and
    all(.[]; (.adv - .exact_match / (1 + 1e-6)) | fabs < 1e-9)' a.jsonl
# re-scored: each filter's run the same verdicts
papo-verify -q --preset lm-eval "$f" > v.jsonl 2> v.err
papo-stats --preset lm-eval -f tsv -m responses,accuracy v.jsonl > vs.tsv \
    2> vs.err
step -o vs.tsv "re-scored: two runs, the same accuracy" [ "$(awk -F'\t' \
    'NR > 1 { print $2, $3 }' vs.tsv | sort -u | wc -l)" -eq 1 ]
step -o vs.tsv "re-scored: three responses a run" [ "$(awk -F'\t' \
    'NR > 1 { print $2 }' vs.tsv | sort -u)" = 3 ]
steps_end
