/* SPDX-License-Identifier: MIT */
/*
 * advantage.h: GRPO, PAPO and ablation advantages of one group, as pure
 * functions.
 */
#ifndef PAPO_ADVANTAGE_H
#define PAPO_ADVANTAGE_H

#include <stddef.h>
#include <stdint.h>

#include "hash.h"

enum papo_adv_mode {
	PAPO_ADV_GRPO,		/* r_out over the group */
	PAPO_ADV_PAPO,		/* A_out + lambda * A_proc over the correct */
	PAPO_ADV_FULLNORM,	/* A_out + lambda * A_proc over the group */
	PAPO_ADV_MULT,		/* r_out * r_proc over the group */
	PAPO_ADV_PRM,		/* r_proc over the group */
	PAPO_ADV_LEAD,		/* GRPO-LEAD */
	PAPO_ADV_PA_LEAD	/* GRPO-LEAD plus PAPO's A_proc */
};

enum papo_adv_std {
	PAPO_STD_SAMPLE,	/* n - 1, torch's default: the official code */
	PAPO_STD_POPULATION,	/* n: the paper's formula */
	PAPO_STD_NONE		/* no division (Dr. GRPO): x - mean */
};

enum papo_adv_eps {
	PAPO_EPS_ADD,		/* (x - mean) / (std + eps): the code */
	PAPO_EPS_MAX		/* (x - mean) / max(std, eps): the paper */
};

/* What is subtracted from each score before the division. */
enum papo_adv_baseline {
	PAPO_BASE_MEAN,		/* the group mean: GRPO, the official code */
	PAPO_BASE_LOO		/* the mean of the others (RLOO): NeMo-RL */
};

/* What stands in for r_proc (the counterfactual controls). */
enum papo_adv_signal {
	PAPO_SIG_JUDGE,		/* the judge's r_proc */
	PAPO_SIG_RANDOM3,	/* a draw from {0, .5, 1} */
	PAPO_SIG_RANDOM5,	/* a draw from {0, .25, .5, .75, 1} */
	PAPO_SIG_LENGTH		/* the response length */
};

struct papo_adv_lead {
	double alpha;		/* length z-score coefficient, 0.05 */
	double a, b;		/* difficulty weight range, 0.4 and 1.5 */
	double rho0, k;		/* weight midpoint and slope, 0.75 and 10 */
	double penalty;		/* reward of a wrong response, -1 */
	double gate;		/* length gate in tokens, 4096 */
};

struct papo_adv_opts {
	enum papo_adv_mode mode;
	enum papo_adv_std std;
	enum papo_adv_eps epsmode;
	enum papo_adv_baseline baseline;
	enum papo_adv_signal signal;
	double lambda;		/* weight of A_proc, 1 */
	double eps;		/* 1e-6; also the std guard of papo/fullnorm */
	double clip;		/* clamp adv to [-clip, clip]; 0: no clamp */
	int overlong;		/* DAPO overlong penalty on the reward */
	double max_length;	/* Lmax, 8192 */
	double overlong_buffer;	/* B, 4096 */
	double overlong_factor;	/* 1 */
	uint64_t seed;		/* for the random signals */
	struct papo_adv_lead lead;
};

/* Fill o with the defaults: papo, sample std, eps 1e-6 added, lambda 1. */
void papo_adv_defaults(struct papo_adv_opts *o);

/*
 * One response of a group.  r_out is the outcome score, correct the
 * correctness (from acc, or r_out == 1); r_proc is read only where
 * has_proc, length only where has_length; key is a hash of the
 * record's identity, from which random signals are drawn.
 */
struct papo_adv_in {
	double r_out;
	double r_proc;
	double length;
	uint64_t key;
	uint8_t correct;
	uint8_t has_proc;
	uint8_t has_length;
};

/* Results; a component the mode does not have is NaN (written as null). */
struct papo_adv_res {
	double adv;
	double adv_out;
	double adv_proc;
};

/* Which inputs a mode needs. */
struct papo_adv_needs {
	uint8_t outcome;	/* r_out or acc on every record */
	uint8_t proc_correct;	/* r_proc on correct records */
	uint8_t proc_all;	/* r_proc on every record */
	uint8_t length_correct;	/* length on correct records */
	uint8_t length_all;	/* length on every record */
};

void papo_adv_needs(const struct papo_adv_opts *o, struct papo_adv_needs *nd);

/*
 * Compute the advantages of one group of n responses into res[0..n).
 * The caller has checked that the inputs the mode needs are present.
 * Returns 1 when the group is process-active (A_proc was computed:
 * |C| >= 2 and its std passed the guard), else 0.  Pure: no I/O, no
 * shared state, safe to call from many threads.
 */
int papo_adv_group(const struct papo_adv_opts *o, size_t n,
    const struct papo_adv_in *in, struct papo_adv_res *res);

/*
 * Normalize x[0..n) into y (which may be x).  guarded: the papo rule,
 * all zero unless n >= 2 and std > eps (returns whether it passed);
 * unguarded: verl's GRPO rule, a group of one has mean 0 and std 1.
 * With the leave-one-out baseline, NeMo-RL's rule instead: y_i =
 * (x_i - b_i) / (s_i + eps), b_i and s_i the mean and standard
 * deviation of the n - 1 others, and y_i = x_i - b_i when s_i is 0
 * (fewer than two others, or equal others); a group of one gets 0.
 */
int papo_adv_normalize(const struct papo_adv_opts *o, const double *x,
    size_t n, double *y, int guarded);

/* The GRPO-LEAD difficulty weight w(x). */
double papo_adv_lead_weight(const struct papo_adv_lead *l, double x);


#endif
