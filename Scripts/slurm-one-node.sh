#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, for testing Flipbook's Slurm arrays (Documentation/Deploy.md).
#
#   Scripts/slurm-one-node.sh start   # install slurm-wlm and munge if missing, configure, start munged, slurmctld, slurmd
#   Scripts/slurm-one-node.sh stop    # stop the three daemons
#
# Needs root (it writes /etc/slurm and /etc/munge). The node is this host, with all its cores, in one
# partition `flipbook`; processes are tracked without cgroups (proctrack/linuxproc), so it also runs in a
# container. Not for production: one key, no accounting.
set -euo pipefail
node=$(hostname -s)

start() {
  if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge
  fi
  # munge: a key and a running daemon.
  mkdir -p /etc/munge /var/lib/munge /var/log/munge /run/munge
  if [ ! -s /etc/munge/munge.key ]; then
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
  fi
  chown -R munge:munge /etc/munge /var/lib/munge /var/log/munge /run/munge
  chmod 0700 /etc/munge /var/lib/munge /var/log/munge
  chmod 0755 /run/munge
  chmod 0400 /etc/munge/munge.key
  if ! pgrep -x munged >/dev/null; then runuser -u munge -- /usr/sbin/munged; fi

  # slurm: one node, one partition.
  mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/slurm
  local cpus memory
  cpus=$(nproc)
  memory=$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 512))
  cat >/etc/slurm/slurm.conf <<CONF
ClusterName=flipbook
SlurmctldHost=$node
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurm/slurmctld.pid
SlurmdPidFile=/run/slurm/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
NodeName=$node CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=flipbook Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
  # Slurm 22.05 loads a cgroup plugin even without cgroup tracking; let it find the host's version.
  printf 'CgroupPlugin=autodetect\n' >/etc/slurm/cgroup.conf
  pgrep -x slurmctld >/dev/null || slurmctld
  pgrep -x slurmd >/dev/null || slurmd
  for _ in $(seq 1 60); do
    if sinfo -h -o '%T' 2>/dev/null | grep -E '^(idle|mixed|allocated)' >/dev/null; then
      sinfo
      return 0
    fi
    sleep 1
  done
  echo "slurm-one-node: the node did not become idle; see /var/log/slurm/*.log" >&2
  sinfo >&2 || true
  return 1
}

stop() {
  # Each daemon by the process id it wrote, never by name.
  for pidfile in /run/slurm/slurmd.pid /run/slurm/slurmctld.pid /run/munge/munged.pid; do
    if [ -s "$pidfile" ]; then kill "$(cat "$pidfile")" 2>/dev/null || true; fi
  done
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  *) sed -n '2,9p' "$0"; exit 64 ;;
esac
