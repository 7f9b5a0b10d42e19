/* SPDX-License-Identifier: MIT */
/* check_memory.c: the memory a process may use: cgroup limits, Slurm. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "memory.h"
#include "unit.h"

/* write text into dir/name, making the folders on its way */
static void
put(const char *dir, const char *name, const char *text)
{
	char cmd[1200];
	FILE *f;
	char *p = papo_test_path(dir, name);

	snprintf(cmd, sizeof(cmd), "mkdir -p \"$(dirname '%s')\"", p);
	ck_assert_int_eq(system(cmd), 0);
	f = fopen(p, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	ck_assert_int_eq(fclose(f), 0);
}

/* cgroup v2: the least of the process's cgroup and its ancestors */
START_TEST(v2_walks_up)
{
	char d[256];

	papo_test_mkdir(d, sizeof(d), "memory");
	put(d, "self", "0::/system.slice/slurmstepd.scope/job_7/step_0\n");
	put(d, "fs/system.slice/slurmstepd.scope/job_7/step_0/memory.max",
	    "max\n");
	put(d, "fs/system.slice/slurmstepd.scope/job_7/memory.max",
	    "2147483648\n");
	put(d, "fs/system.slice/memory.max", "8589934592\n");
	ck_assert(papo_memory_cgroup(papo_test_path(d, "self"),
	    papo_test_path(d, "fs")) == 2147483648.0);
	/* a step's own limit below its job's */
	put(d, "fs/system.slice/slurmstepd.scope/job_7/step_0/memory.max",
	    "1073741824\n");
	ck_assert(papo_memory_cgroup(papo_test_path(d, "self"),
	    papo_test_path(d, "fs")) == 1073741824.0);
	papo_test_rmdir(d);
}
END_TEST

/* cgroup v1: the memory controller's line, its limit_in_bytes */
START_TEST(v1_memory_line)
{
	char d[256];

	papo_test_mkdir(d, sizeof(d), "memory");
	put(d, "self", "12:pids:/a\n4:cpuacct,memory:/slurm/uid_0/job_9\n"
	    "1:name=systemd:/x\n");
	put(d, "fs/memory/slurm/uid_0/job_9/memory.limit_in_bytes",
	    "536870912\n");
	put(d, "fs/memory/memory.limit_in_bytes", "9223372036854771712\n");
	put(d, "fs/pids/a/memory.limit_in_bytes", "1\n");	/* not memory */
	ck_assert(papo_memory_cgroup(papo_test_path(d, "self"),
	    papo_test_path(d, "fs")) == 536870912.0);
	papo_test_rmdir(d);
}
END_TEST

/* no limit anywhere, no file, a path that is not there: 0 */
START_TEST(no_limit)
{
	char d[256];

	papo_test_mkdir(d, sizeof(d), "memory");
	ck_assert(papo_memory_cgroup(papo_test_path(d, "none"),
	    papo_test_path(d, "fs")) == 0);
	put(d, "self", "0::/\n");
	put(d, "fs/memory.max", "max\n");
	ck_assert(papo_memory_cgroup(papo_test_path(d, "self"),
	    papo_test_path(d, "fs")) == 0);
	put(d, "self", "0::/gone/deeper\n");
	ck_assert(papo_memory_cgroup(papo_test_path(d, "self"),
	    papo_test_path(d, "fs")) == 0);
	put(d, "self", "4:memory:/\n");
	put(d, "fs/memory/memory.limit_in_bytes", "9223372036854771712\n");
	ck_assert(papo_memory_cgroup(papo_test_path(d, "self"),
	    papo_test_path(d, "fs")) == 0);
	papo_test_rmdir(d);
}
END_TEST

/* Slurm's allocation, in megabytes; none, or 0 (the whole node): 0 */
START_TEST(slurm_env)
{
	unsetenv("SLURM_MEM_PER_NODE");
	unsetenv("SLURM_MEM_PER_CPU");
	unsetenv("SLURM_CPUS_ON_NODE");
	ck_assert(papo_memory_slurm() == 0);
	setenv("SLURM_MEM_PER_NODE", "0", 1);
	ck_assert(papo_memory_slurm() == 0);
	setenv("SLURM_MEM_PER_NODE", "4000", 1);
	ck_assert(papo_memory_slurm() == 4000.0 * 1024 * 1024);
	unsetenv("SLURM_MEM_PER_NODE");
	setenv("SLURM_MEM_PER_CPU", "1000", 1);
	ck_assert(papo_memory_slurm() == 1000.0 * 1024 * 1024);
	setenv("SLURM_CPUS_ON_NODE", "4", 1);
	ck_assert(papo_memory_slurm() == 4000.0 * 1024 * 1024);
	setenv("SLURM_MEM_PER_CPU", "junk", 1);
	ck_assert(papo_memory_slurm() == 0);
	unsetenv("SLURM_MEM_PER_CPU");
	unsetenv("SLURM_CPUS_ON_NODE");
	/* the total is never more than the allocation */
	setenv("SLURM_MEM_PER_NODE", "1", 1);
	ck_assert(papo_memory_total() <= 1024.0 * 1024);
	unsetenv("SLURM_MEM_PER_NODE");
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("memory");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, v2_walks_up);
	tcase_add_test(tc, v1_memory_line);
	tcase_add_test(tc, no_limit);
	tcase_add_test(tc, slurm_env);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
