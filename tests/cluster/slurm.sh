# SPDX-License-Identifier: MIT
# slurm.sh: a Slurm cluster of four nodes on this machine, for the
# cluster test and its benchmark (. "$TOP/tests/cluster/slurm.sh" after
# tests/lib.sh).
#
# cluster_start DIR starts, under the scratch directory DIR, munged on
# its own socket and key, one slurmctld and four slurmd -N nI (Debian's
# Slurm is built with multiple-slurmd support), all on loopback ports
# chosen free at run time, with their own slurm.conf (SLURM_CONF is
# exported for the clients); it waits until the four nodes are idle.
# cluster_stop cancels every job, waits for them to end, and stops each
# daemon by its PID; nothing of the cluster is left running.  Anything
# that cannot start fails the test with the reason and the daemon's
# log: the test never skips.

# cluster_fail MESSAGE FILE...: fail, with the end of each FILE
cluster_fail() {
	_m=$1
	shift
	for _f; do
		[ -s "$_f" ] && _m="$_m
== $_f:
$(tail -n 15 "$_f")"
	done
	fail "$_m"
}

# cluster_need: the programs the cluster needs, or the reason it fails
cluster_need() {
	[ "$(id -u)" -eq 0 ] || fail "the cluster test starts slurmd, which \
runs jobs as their users: run it as root (CI does), e.g. sudo make check-cluster"
	for _p in munged munge slurmctld slurmd sbatch srun squeue sinfo \
	    scontrol scancel python3; do
		command -v $_p > /dev/null || fail "$_p is not installed \
(make deps-cluster installs the cluster's packages)"
	done
}

# cluster_ports N: N free loopback TCP ports
cluster_ports() {
	python3 -c 'import socket, sys
s = [socket.socket() for i in range(int(sys.argv[1]))]
for x in s:
    x.bind(("127.0.0.1", 0))
print(" ".join(str(x.getsockname()[1]) for x in s))' "$1"
}

# cluster_wait WHAT COMMAND...: run COMMAND until it succeeds, up to a
# minute (a daemon starts in a second or two on an idle machine)
cluster_wait() {
	_what=$1
	shift
	_i=0
	until "$@" > /dev/null 2>&1; do
		_i=$((_i + 1))
		[ $_i -gt 600 ] && return 1
		sleep 0.1
	done
	return 0
}

cluster_idle() {
	[ "$(sinfo -h -N -t idle -o %N | sort -u | wc -l)" -eq 4 ]
}

cluster_start() {
	cl=$1
	cluster_need
	mkdir -p "$cl/munge" "$cl/state" "$cl/spool" "$cl/log" "$cl/run" ||
	    fail "cannot make $cl"
	chmod 755 "$cl" "$cl/munge"
	# munged: its own key and socket, in the foreground
	dd if=/dev/urandom of="$cl/munge/key" bs=1024 count=1 2> /dev/null &&
	    chmod 400 "$cl/munge/key" || fail "cannot write a munge key"
	env PAPO_CLUSTER_RUN="$cl" munged -F -f -S "$cl/munge/sock" --key-file="$cl/munge/key" \
	    --log-file="$cl/log/munged.log" --pid-file="$cl/run/munged.pid" \
	    --seed-file="$cl/munge/seed" > "$cl/log/munged.out" 2>&1 &
	cl_munged=$!
	cl_ctld=$cl_munged	# cluster_stop has something to stop
	cl_slurmd=
	cleanup="cluster_stop; $cleanup"
	# an interrupt ends the test through its EXIT trap: the cluster stops
	trap 'exit 130' INT
	trap 'exit 143' TERM
	cluster_wait munged munge -S "$cl/munge/sock" -n ||
	    cluster_fail "munged did not start" "$cl/log/munged.out" \
		"$cl/log/munged.log"

	set -- $(cluster_ports 5)
	_h=$(hostname -s)
	cat > "$cl/slurm.conf" <<-EOF
	# the papo cluster test's: four nodes on loopback (tests/cluster)
	ClusterName=papotest
	SlurmctldHost=$_h(127.0.0.1)
	SlurmctldPort=$1
	SlurmUser=root
	SlurmdUser=root
	AuthType=auth/munge
	# a requeued job may start again once credentials expire (120 s)
	AuthInfo=socket=$cl/munge/sock,cred_expire=5
	CredType=cred/munge
	StateSaveLocation=$cl/state
	SlurmdSpoolDir=$cl/spool/%n
	SlurmctldPidFile=$cl/run/slurmctld.pid
	SlurmdPidFile=$cl/run/slurmd-%n.pid
	SlurmctldLogFile=$cl/log/slurmctld.log
	SlurmdLogFile=$cl/log/slurmd-%n.log
	PlugStackConfig=$cl/plugstack.conf
	ProctrackType=proctrack/pgid
	TaskPlugin=task/none
	JobAcctGatherType=jobacct_gather/none
	AccountingStorageType=accounting_storage/none
	JobCompType=jobcomp/none
	SwitchType=switch/none
	MpiDefault=none
	SelectType=select/cons_tres
	SelectTypeParameters=CR_Core
	ReturnToService=2
	# look for work every second (a requeued task waits for that)
	SchedulerParameters=sched_interval=1,bf_interval=1
	MailProg=/bin/true
	KillWait=5
	InactiveLimit=0
	MinJobAge=300
	NodeName=n1 NodeHostname=$_h NodeAddr=127.0.0.1 Port=$2 CPUs=2 RealMemory=1000
	NodeName=n2 NodeHostname=$_h NodeAddr=127.0.0.1 Port=$3 CPUs=2 RealMemory=1000
	NodeName=n3 NodeHostname=$_h NodeAddr=127.0.0.1 Port=$4 CPUs=2 RealMemory=1000
	NodeName=n4 NodeHostname=$_h NodeAddr=127.0.0.1 Port=$5 CPUs=2 RealMemory=1000
	PartitionName=main Nodes=n[1-4] Default=YES MaxTime=INFINITE State=UP
	EOF
	: > "$cl/plugstack.conf"
	SLURM_CONF=$cl/slurm.conf
	export SLURM_CONF

	env PAPO_CLUSTER_RUN="$cl" slurmctld -D -i -f "$SLURM_CONF" > "$cl/log/slurmctld.out" 2>&1 &
	cl_ctld=$!
	for _n in n1 n2 n3 n4; do
		env PAPO_CLUSTER_RUN="$cl" slurmd -D -N $_n -f "$SLURM_CONF" > "$cl/log/slurmd-$_n.out" \
		    2>&1 &
		cl_slurmd="$cl_slurmd $!"
	done
	if ! cluster_wait "four idle nodes" cluster_idle; then
		for _p in $cl_ctld $cl_slurmd; do
			kill -0 $_p 2> /dev/null || _dead="${_dead:-} $_p"
		done
		cluster_fail "the four nodes are not idle after a minute \
(sinfo: $(sinfo -h -N -o '%N %t' 2>&1 | tr '\n' ' '); exited:${_dead:- none})" \
		    "$cl/log/slurmctld.out" "$cl/log/slurmctld.log" \
		    "$cl/log/slurmd-n1.out" "$cl/log/slurmd-n1.log"
	fi
}

# cluster_procs: the PIDs of this cluster's processes still running:
# its daemons and what they started (PAPO_CLUSTER_RUN in their
# environment), its jobs' (SLURM_JOB_ID and this SLURM_CONF)
cluster_procs() {
	for _d in /proc/[0-9]*; do
		tr '\0' '\n' 2> /dev/null < "$_d/environ" | awk -v c="$cl" \
		    -v f="SLURM_CONF=$SLURM_CONF" '$0 == "PAPO_CLUSTER_RUN=" c {
			d = 1 } $0 == f { conf = 1 } /^SLURM_JOB_ID=/ { job = 1 }
		    END { exit !(d || (conf && job)) }' && echo "${_d#/proc/}"
	done
	return 0
}

cluster_stop() {
	[ -n "${cl_ctld:-}" ] || return 0
	if kill -0 $cl_ctld 2> /dev/null; then
		scancel --quiet --partition=main 2> /dev/null
		cluster_wait "no job" sh -c '[ -z "$(squeue -h -o %i)" ]'
	fi
	for _p in $cl_slurmd $cl_ctld; do
		kill $_p 2> /dev/null
	done
	for _p in $cl_slurmd $cl_ctld; do
		wait $_p 2> /dev/null
	done
	kill $cl_munged 2> /dev/null
	wait $cl_munged 2> /dev/null
	# job steps a killed slurmd left behind (none when every job
	# ended), found by this cluster's configuration
	for _p in $(cluster_procs); do
		kill -9 "$_p" 2> /dev/null
	done
	cl_ctld=
}
