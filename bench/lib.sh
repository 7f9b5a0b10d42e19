# SPDX-License-Identifier: MIT
# lib.sh: helpers for the benchmark scripts (sourced).

# best N CMD...: the shortest wall-clock time of N runs, output to /dev/null
best() {
	_n=$1
	shift
	_best=
	_i=0
	while [ $_i -lt "$_n" ]; do
		_s=$(date +%s%N)
		"$@" > /dev/null
		_e=$(date +%s%N)
		_t=$(( (_e - _s) / 1000 ))
		if [ -z "$_best" ] || [ $_t -lt $_best ]; then
			_best=$_t
		fi
		_i=$((_i + 1))
	done
	awk -v t=$_best 'BEGIN { printf "%.3f\n", t / 1e6 }'
}

# mintime PREV CMD...: run CMD once, output to /dev/null; the smaller of
# its wall-clock time and PREV (empty: none yet), in microseconds
mintime() {
	_prev=$1
	shift
	_s=$(date +%s%N)
	"$@" > /dev/null
	_e=$(date +%s%N)
	_t=$(( (_e - _s) / 1000 ))
	if [ -z "$_prev" ] || [ $_t -lt "$_prev" ]; then
		echo $_t
	else
		echo "$_prev"
	fi
}

# wallcpu N SCRIPT: "wall cpu" of the best (by wall clock) of N runs of
# the shell script SCRIPT, output to /dev/null; cpu is user + system of
# every process it started (a pipe's stages all count), in seconds
wallcpu() {
	_n=$1
	_best=
	_i=0
	while [ $_i -lt "$_n" ]; do
		/usr/bin/time -f "%e %U %S" -o bench/data/.time sh -c "$2" \
		    > /dev/null
		_t=$(awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' \
		    bench/data/.time)
		if [ -z "$_best" ] || awk -v a="${_t% *}" -v b="${_best% *}" \
		    'BEGIN { exit !(a < b) }'; then
			_best=$_t
		fi
		_i=$((_i + 1))
	done
	echo "$_best"
}

# load: the load average over the last minute, as uptime shows it
load() {
	cut -d' ' -f1 /proc/loadavg
}

# maxrss CMD...: peak resident set size in MiB (GNU time)
maxrss() {
	/usr/bin/time -f %M -o bench/data/.rss "$@" > /dev/null
	awk '{ printf "%.1f\n", $1 / 1024 }' bench/data/.rss
}

# ratio A B: A / B to one decimal
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f\n", (b > 0 ? a / b : 0) }'
}

# ratio2 A B: A / B to two decimals
ratio2() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", (b > 0 ? a / b : 0) }'
}

# machine: one line about this machine
machine() {
	echo "$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')), $(uname -sr)"
}

# mem_2g FILE: the 2 GB input of the memory benches (4.2 million records
# of 525,000 groups, their order scattered, a 400-byte response each)
# written to FILE unless it is there
mem_2g() {
	[ -f "$1" ] || awk 'BEGIN {
		for (i = 0; i < 4200000; i++) {
			g = (i * 7919) % 525000
			c = (i * 13 + g) % 3 != 0
			printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,",
			    i, g, g % 50
			printf "\"r_out\":%d,\"r_proc\":%.2f,\"response\":\"%0400d\"}\n",
			    c, (i % 11) / 10, 0
		}
	}' > "$1"
}
