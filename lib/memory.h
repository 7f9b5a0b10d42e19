/* SPDX-License-Identifier: MIT */
/*
 * memory.h: how much memory this process may use: the physical memory,
 * or less under a cgroup's memory limit (a container's, a Slurm job's
 * with ConstrainRAMSpace) or a Slurm job's allocation on its node.
 */
#ifndef PAPO_MEMORY_H
#define PAPO_MEMORY_H

/*
 * The least of the limits of the memory cgroups the process is in and
 * their ancestors, read from cgroup (a /proc/PID/cgroup file) and the
 * hierarchies mounted under root (cgroup v2's memory.max at root, v1's
 * memory.limit_in_bytes under root/memory): bytes, or 0 when no file
 * gives one (no such files, "max", v1's unlimited).  Reads only.
 */
double papo_memory_cgroup(const char *cgroup, const char *root);

/*
 * The memory of a Slurm job's allocation on this node, from the
 * environment sbatch and srun set (SLURM_MEM_PER_NODE, else
 * SLURM_MEM_PER_CPU times SLURM_CPUS_ON_NODE, in megabytes): bytes, or
 * 0 when none is set, or 0 (all of the node's).
 */
double papo_memory_slurm(void);

/*
 * The memory the process may use: the physical memory, under the
 * cgroup limit of /proc/self/cgroup and /sys/fs/cgroup and the Slurm
 * allocation when they are less.  0 when the physical memory is not
 * known and nothing else says.
 */
double papo_memory_total(void);

#endif
