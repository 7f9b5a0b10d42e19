#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon6-judge-home.sh: papo-judge run where HOME is no directory
# (a service account's HOME=/nonexistent, Debian's convention; a job
# whose home is not mounted), with no XDG_CACHE_HOME.  Its default
# cache is $HOME/.cache/papo/judge.sqlite, and it made the whole path,
# HOME included: as root it created /nonexistent, and the judgments went
# into a home nobody has.  Now a HOME that is no directory is status 78
# with the reason and what to do, nothing made; a home that exists
# still gets its .cache, XDG_CACHE_HOME is still made when missing (as
# the XDG spec asks), and --cache FILE needs no home.  The endpoint
# refuses connections: past the cache, a run stops with 69.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon6-judge-home

printf '{"problem":"1+1?","solution":"2","response":"\\\\boxed{2}","answer":"2","r_out":1}\n' > in.jsonl
dead=http://127.0.0.1:1/v1
: > afile
for home in "$PWD/gone" "$PWD/gone/deeper" "$PWD/afile" "$PWD/afile/sub"; do
	HOME=$home XDG_CACHE_HOME= papo-judge -q -e $dead -m m in.jsonl \
	    > out 2> err
	st=$?
	step -o err "HOME=$home: exit status 78" [ $st -eq 78 ]
	step -o err "HOME=$home: the reason and the way out" grep -qxF \
	    "papo-judge: no cache location: HOME '$home' is no directory; set XDG_CACHE_HOME, or give --cache FILE or --no-cache" err
	step "HOME=$home: nothing written" [ ! -s out ]
done
step "no home made" [ ! -e gone ]
step "the file that was HOME is as it was" [ ! -s afile ]

mkdir home
HOME=$PWD/home XDG_CACHE_HOME= papo-judge -q -e $dead -m m in.jsonl \
    > out 2> err
step -o err "a home without .cache: past the cache (69)" [ $? -eq 69 ]
step "a home without .cache: the cache made in it" \
    [ -f home/.cache/papo/judge.sqlite ]
HOME=$PWD/gone XDG_CACHE_HOME=$PWD/xdg/new papo-judge -q -e $dead -m m \
    in.jsonl > out 2> err
step -o err "XDG_CACHE_HOME missing, HOME gone: past the cache (69)" \
    [ $? -eq 69 ]
step "XDG_CACHE_HOME missing: made, as the XDG spec asks" \
    [ -f xdg/new/papo/judge.sqlite ]
HOME=$PWD/gone XDG_CACHE_HOME= papo-judge -q -e $dead -m m \
    --cache c.sqlite in.jsonl > out 2> err
step -o err "--cache FILE, HOME gone: past the cache (69)" [ $? -eq 69 ]
HOME=$PWD/gone XDG_CACHE_HOME= papo-judge -q -e $dead -m m --no-cache \
    in.jsonl > out 2> err
step -o err "--no-cache, HOME gone: past the cache (69)" [ $? -eq 69 ]
step "still no home made" [ ! -e gone ]
