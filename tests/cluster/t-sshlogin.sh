#!/bin/sh
# SPDX-License-Identifier: MIT
# t-sshlogin.sh: the README's GNU parallel recipe over ssh: two sshd the
# test starts on loopback addresses (127.0.0.2 and 127.0.0.3, a free
# port, host key and authorized key made here), shards by group key on
# both "hosts" (papo-verify --shard, papo-judge, papo-advantage and
# papo-stats partials, files joined by &&), merged: byte for byte the
# single process's.
# The sshd are stopped by their PIDs; nothing is left running.
set -u
. "$TOP/tests/lib.sh"
[ "$(id -u)" -eq 0 ] || fail "the sshd of this test log in as root: run \
it as root (CI does), e.g. sudo make check-cluster"
for p in /usr/sbin/sshd ssh ssh-keygen parallel jq python3; do
	command -v $p > /dev/null || fail "$p is not installed \
(make deps and make deps-cluster install it)"
done
n=4

# the privilege separation directory Debian's sshd wants (made by its
# service, which is not running here): made, and removed at the end
if [ ! -d /run/sshd ]; then
	mkdir -m 755 /run/sshd || fail "cannot make /run/sshd"
	cleanup="rmdir /run/sshd; $cleanup"
fi
ssh-keygen -q -t ed25519 -N '' -f hostkey || fail "ssh-keygen (host)"
ssh-keygen -q -t ed25519 -N '' -f userkey || fail "ssh-keygen (user)"
cp userkey.pub authorized_keys
port=$(python3 -c 'import socket
s = socket.socket()
s.bind(("127.0.0.2", 0))
print(s.getsockname()[1])') || fail "no free port"
: > ssh_config
for h in 2 3; do
	cat > sshd_config.$h <<-EOF
	ListenAddress 127.0.0.$h:$port
	HostKey $PWD/hostkey
	AuthorizedKeysFile $PWD/authorized_keys
	PidFile $PWD/sshd.$h.pid
	PermitRootLogin prohibit-password
	PasswordAuthentication no
	KbdInteractiveAuthentication no
	UsePAM no
	StrictModes no
	EOF
	/usr/sbin/sshd -D -e -f "$PWD/sshd_config.$h" 2> sshd.$h.log &
	pids="$pids $!"
	cat >> ssh_config <<-EOF
	Host host$h
	  HostName 127.0.0.$h
	  Port $port
	  User root
	  IdentityFile $PWD/userkey
	  IdentitiesOnly yes
	  UserKnownHostsFile $PWD/known_hosts
	  StrictHostKeyChecking accept-new
	  BatchMode yes
	  LogLevel ERROR
	EOF
done
# both answer (a minute at most)
for h in 2 3; do
	i=0
	until ssh -F ssh_config host$h true 2> ssh.err; do
		i=$((i + 1))
		[ $i -gt 600 ] && fail "sshd on 127.0.0.$h: $(cat ssh.err sshd.$h.log)"
		sleep 0.1
	done
done

# rollouts whose prompts are all different (see t-slurm.sh)
jq -c '.problem += "\n\n(record " + .id + ")"' "$TOP/examples/rollouts.jsonl" \
    > in.jsonl || fail "jq"
start_standin
papo-verify -q in.jsonl > v.one || fail "papo-verify"
papo-judge -q --no-cache -e "$url" v.one > j.one || fail "papo-judge"
papo-advantage j.one > a.one || fail "papo-advantage"
papo-stats -f tsv a.one > s.one || fail "papo-stats"
i=0
while [ $i -lt $n ]; do
	papo-advantage --shard $i/$n a.one || fail "papo-advantage --shard"
	i=$((i + 1))
done > a.one.sharded

# the shards on the two hosts, a job slot each
parallel --ssh "ssh -F $PWD/ssh_config" -S 1/host2,1/host3 --env PATH \
    --env PAPO_RUBRIC_PATH "cd $PWD &&
	papo-verify -q --shard {}/$n in.jsonl > verified.{} &&
	papo-judge -q --no-cache -e $url verified.{} > judged.{} &&
	papo-advantage judged.{} > adv.{} &&
	papo-stats --shard {}/$n -f partial adv.{} > part.{}" \
    ::: 0 1 2 3 > parallel.out 2>&1 ||
    fail "parallel over ssh: $(cat parallel.out)"
for h in 2 3; do
	step -o sshd.$h.log "shards ran on 127.0.0.$h" \
	    grep -q 'Accepted publickey' sshd.$h.log
done
cat adv.0 adv.1 adv.2 adv.3 > adv.jsonl || fail "a shard's records are missing"
step "the shards' records are the single process's" \
    cmp -s adv.jsonl a.one.sharded
papo-stats --merge -f tsv part.0 part.1 part.2 part.3 > s.merged ||
    fail "papo-stats --merge"
step "the merged statistics are the single process's" cmp -s s.merged s.one

for h in 2 3; do
	kill "$(cat sshd.$h.pid)" 2> /dev/null
done
exit 0
