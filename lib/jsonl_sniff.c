/* SPDX-License-Identifier: MIT */
/* jsonl_sniff.c: what a file is from its first bytes (a format, a BOM). */
#include <limits.h>
#include <string.h>

#include "jsonl.h"
#include "jsonl_impl.h"

static int
has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/*
 * A first line that holds no JSON but tabs or commas: a table (pandas
 * to_csv) whose header names the columns.  -1 with e set, else 0.
 */
static int
sniff_csv(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	const char *f = r->name;
	const char *arg = r->close_fd ? f : "FILE";
	const char *nl = memchr(s, '\n', n);
	size_t i = 0, len = nl ? (size_t)(nl - s) : n;
	int tsv;

	size_t k;
	int quoted = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
		i++;
	if (i == len || s[i] == '{' || s[i] == '[' ||
	    (!memchr(s + i, ',', len - i) && !memchr(s + i, '\t', len - i)))
		return 0;
	/* names, bare or quoted: no JSON punctuation outside quotes */
	for (k = i; k < len; k++) {
		if (s[k] == '"')
			quoted = !quoted;
		else if (!quoted && strchr("{}[]:", s[k]) != NULL)
			return 0;
	}
	tsv = memchr(s + i, '\t', len - i) != NULL;
	return papo_err_set(e, PAPO_EX_DATAERR, "%s: %s, not JSONL (its first "
	    "line is a header of columns); convert it: python3 -c 'import "
	    "sys,pandas as pd; pd.read_csv(sys.argv[1]%s).to_json(sys.stdout,"
	    "orient=\"records\",lines=True,force_ascii=False)' %s > %s.jsonl",
	    f, tsv ? "TSV" : "CSV", tsv ? ",sep=\"\\t\"" : "", arg, arg);
}

/* The first code unit of s, w bytes wide (2 or 4), big-endian or not. */
static unsigned long
first_unit(const unsigned char *s, size_t w, int be)
{
	unsigned long u = 0;
	size_t i;

	for (i = 0; i < w; i++)
		u = u << 8 | s[be ? i : w - 1 - i];
	return u;
}

/*
 * UTF-16 or UTF-32 text (a byte order mark, or a first character that
 * is ASCII with zero bytes beside it, as '{' is): -1 with e set naming
 * the encoding and the iconv(1) command that makes it UTF-8, else 0.
 * UTF-32 is tried first: its '{' or mark begins as UTF-16's would.
 */
static int
sniff_wide(const struct papo_reader *r, const unsigned char *s, size_t n,
    struct papo_err *e)
{
	static const char *const names[2][3] = {
		{ "UTF-32", "UTF-32LE", "UTF-32BE" },
		{ "UTF-16", "UTF-16LE", "UTF-16BE" },
	};
	const char *enc = NULL;
	const char *arg = r->close_fd ? r->name : "FILE";
	unsigned long u;
	size_t k, w;
	int be;

	for (k = 0; k < 2 && enc == NULL; k++) {
		w = k ? 2 : 4;
		/* a mark, either order, before a character in one */
		for (be = 0; n >= w && be < 2 && enc == NULL; be++)
			if (first_unit(s, w, be) == 0xfeff)
				enc = names[k][0];
		for (be = 0; n >= w && be < 2 && enc == NULL; be++)
			if ((u = first_unit(s, w, be)) != 0 && u < 0x80)
				enc = names[k][1 + be];
	}
	if (enc == NULL)
		return 0;
	return papo_err_set(e, PAPO_EX_DATAERR, "%s: %s text, not UTF-8 "
	    "(PowerShell's > and Windows tools write it); convert it: "
	    "iconv -f %s -t UTF-8 %s > %s.jsonl", r->name, enc, enc, arg,
	    arg);
}

/*
 * A JSON object whose members are records keyed by their index
 * (pandas to_json(orient="index"), json.dump of a dict of samples):
 * {"0": {...}, "1": {...}}.  -1 with e set naming it and the jq(1)
 * command that makes its records JSONL, each with its index as "id",
 * else 0.
 */
static int
sniff_keyed(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	const char *arg = r->close_fd ? r->name : "FILE";
	const char *want[] = { "{", "\"0\"", ":", "{" };
	size_t i = 0, k, m;

	for (k = 0; k < 4; k++) {
		while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' ||
		    s[i] == '\n'))
			i++;
		m = strlen(want[k]);
		if (n - i < m || memcmp(s + i, want[k], m) != 0)
			return 0;
		i += m;
	}
	/* the index goes into each record as its id (OpenCompass's
	 * predictions have no other) unless the record has one */
	return papo_err_set(e, PAPO_EX_DATAERR, "%s: a JSON object of "
	    "records keyed by index ({\"0\": {...}, \"1\": {...}}), not "
	    "records one after another; convert it: jq -c 'to_entries[] | "
	    "{id: .key} + .value' %s > %s.jsonl", r->name, arg, arg);
}

/*
 * ART's trajectory groups (LocalBackend._log's YAML): -1 with e set
 * naming them and the command that makes a record a trajectory, else 0.
 */
static int
sniff_art(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	if (n >= 2 && memcmp(s, "- ", 2) == 0 && memmem(s, n,
	    "trajectories:", 13) != NULL && memmem(s, n,
	    "messages_and_choices:", 21) != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: ART's trajectory "
		    "groups (LocalBackend._log: trajectories/SPLIT/STEP.yaml, "
		    "YAML), not JSONL; convert the folder, a record a "
		    "trajectory, its chat as messages: python3 -c 'import sys,"
		    "json,os,yaml; [print(json.dumps({\"group\":\"%%s:%%d\"%%"
		    "(f,i),\"step\":int(os.path.basename(f).split(\".\")[0]),"
		    "\"messages\":[m.get(\"message\",m) for m in t["
		    "\"messages_and_choices\"]],\"finish_reason\":([None]+["
		    "m.get(\"finish_reason\") for m in t["
		    "\"messages_and_choices\"] if \"message\" in m])[-1],"
		    "\"reward\":t[\"reward\"]},ensure_ascii=False,default="
		    "str)) for f in sys.argv[1:] for i,g in enumerate("
		    "yaml.safe_load(open(f))) for t in g[\"trajectories\"]]' "
		    "DIR/*.yaml > rollouts.jsonl (papo(7), INPUT FORMATS)",
		    r->name);
	return 0;
}

/* s[i, n) past white space */
static size_t
skip_ws(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' ||
	    s[i] == '\n'))
		i++;
	return i;
}

/*
 * A column of a pandas table at s[i, n): "KEY": {"0": v, ..., with the
 * values scalars; the index past its closing brace, or 0 when it is not
 * one or does not end within n bytes.
 */
static size_t
pandas_column(const char *s, size_t i, size_t n)
{
	int str = 0;
	size_t k;

	for (k = 0; k < 5; k++) {
		i = skip_ws(s, i, n);
		if (i >= n)
			return 0;
		if (k == 0 || k == 3) {		/* the column's name, "0" */
			if (s[i] != '"' || (k == 3 && (n - i < 3 ||
			    memcmp(s + i, "\"0\"", 3) != 0)))
				return 0;
			for (i++; i < n && s[i] != '"'; i++)
				if (s[i] == '\\')
					i++;
			i++;
		} else if (s[i++] != (k == 2 ? '{' : ':'))
			return 0;
	}
	for (; i < n; i++) {
		if (str && s[i] == '\\')
			i++;
		else if (s[i] == '"')
			str = !str;
		else if (!str && (s[i] == '{' || s[i] == '['))
			return 0;
		else if (!str && s[i] == '}')
			return i + 1;
	}
	return 0;
}

/*
 * pandas' DataFrame.to_json as a whole table: by column, its default
 * ({"col": {"0": v, "1": v}, "col2": {"0": ...}}: two such columns, so
 * that a record whose first member is keyed "0" is not taken), or
 * orient="table" ({"schema": {... "pandas_version" ...}, "data": [...]}):
 * -1 with e set naming it and the jq(1) command that makes its records
 * JSONL, else 0.
 */
static int
sniff_pandas(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	const char *arg = r->close_fd ? r->name : "FILE";
	size_t i = skip_ws(s, 0, n), k;

	if (i >= n || s[i++] != '{')
		return 0;
	i = skip_ws(s, i, n);
	if (n - i >= 9 && memcmp(s + i, "\"schema\":", 9) == 0 &&
	    memmem(s + i, n - i, "\"pandas_version\"", 16) != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a pandas table "
		    "(to_json(orient=\"table\")), not records one after "
		    "another; convert it: jq -c '.data[] | del(.index)' %s > "
		    "%s.jsonl", r->name, arg, arg);
	if ((k = pandas_column(s, i, n)) == 0)
		return 0;
	k = skip_ws(s, k, n);
	if (k >= n || s[k] != ',' || pandas_column(s, k + 1, n) == 0)
		return 0;
	return papo_err_set(e, PAPO_EX_DATAERR, "%s: a pandas table by "
	    "column ({\"col\": {\"0\": v, ...}}: DataFrame.to_json's "
	    "default), not records one after another; convert it: jq -c "
	    "'to_entries as $c | ($c[0].value | keys_unsorted[]) as $i | "
	    "reduce $c[] as $f ({}; .[$f.key] = $f.value[$i])' %s > %s.jsonl "
	    "(or to_json(orient=\"records\", lines=True))", r->name, arg,
	    arg);
}

/*
 * The wandb tables of a framework whose rows are not its responses as
 * the framework's own dump holds them, told by their first columns: -1
 * with e set naming the table and what to read instead, or 0.  verl's
 * validation generations (ValidationGenerationsLogger, utils/tracking.py):
 * a row a step, a sample in input_N, output_N, score_N, each table
 * logged holding every earlier row too.  TRL's completions
 * (GRPOTrainer.log): the Parquet file's rows, one a prompt under
 * log_unique_prompts.
 */
static int
sniff_tables(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	static const char vtbl[] = "{\"columns\": [\"step\", \"input_1\", "
	    "\"output_1\", \"score_1\"";
	static const char ttbl[] = "{\"columns\": [\"step\", \"prompt\", "
	    "\"completion\", ";
	const char *f = r->name;
	const char *arg = r->close_fd ? f : "FILE";
	int trl = n >= sizeof(ttbl) - 1 &&
	    memcmp(s, ttbl, sizeof(ttbl) - 1) == 0;
	int verl = n >= sizeof(vtbl) - 1 &&
	    memcmp(s, vtbl, sizeof(vtbl) - 1) == 0;

	/*
	 * The columns first: a mapped file is all of s, and looking for
	 * the data in every file was a pass over all of its bytes (13-18%
	 * of papo-advantage gathering a 345 MB file, perf).
	 */
	if ((!trl && !verl) || memmem(s, n, "\"data\": [", 9) == NULL)
		return 0;
	if (trl)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: TRL's "
		    "completions table (wandb's completions: with "
		    "log_unique_prompts one completion a prompt, not its "
		    "group); read the Parquet file TRL writes with it, "
		    "completions/completions_NNNNN.parquet of the same step, "
		    "with --preset trl; a table logged without "
		    "log_unique_prompts converts with: python3 -c 'import "
		    "sys,json; t=json.load(open(sys.argv[1])); [print("
		    "json.dumps(dict(zip(t[\"columns\"],row)),ensure_ascii="
		    "False)) for row in t[\"data\"]]' %s > completions.jsonl",
		    f, arg);
	return papo_err_set(e, PAPO_EX_DATAERR, "%s: verl's "
	    "validation generations (wandb's val/generations table: "
	    "a row a step, a sample in input_N, output_N, score_N; "
	    "each table logged holds every row before it, so convert "
	    "the last one alone); a record a sample: python3 -c "
	    "'import sys,json; t=json.load(open(sys.argv[1])); "
	    "[print(json.dumps({\"step\":r[0],\"input\":r[i],"
	    "\"output\":r[i+1],\"score\":r[i+2]},ensure_ascii=False))"
	    " for r in t[\"data\"] for i in range(1,len(r),3)]' %s > "
	    "val_generations.jsonl, then --preset verl (no reference "
	    "in it: the score is the outcome)", f, arg);
}

/*
 * The length of the name a converted file takes, before its ".jsonl":
 * the file's name without its extension ext (slime's rollout_data/3.pt
 * is rollout_data/3.jsonl, whose step --preset slime reads), or the
 * placeholder's, "N", for standard input.  Each step's file its own:
 * not one N.jsonl that every step's command writes over, each record
 * of step "N".
 */
static int
conv_base(const struct papo_reader *r, const char *ext)
{
	size_t len, x = strlen(ext);

	if (!r->close_fd)
		return 1;
	len = strlen(r->name);
	if (len > x && strcmp(r->name + len - x, ext) == 0)
		len -= x;
	return len > INT_MAX ? INT_MAX : (int)len;
}

/*
 * What the first bytes s[0, n) of a file say it is, when not JSONL: -1
 * with e set naming the format and how to convert it (the commands of
 * papo(7), INPUT FORMATS), 1 for a UTF-8 byte order mark (3 bytes to
 * skip), 0 for anything else.
 */
int
papo_jsonl_sniff(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	static const char tbl[] = "{\"columns\": [";
	const char *f = r->name;
	const char *arg = r->close_fd ? f : "FILE";	/* for commands */

	if (n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		return 1;
	if (sniff_wide(r, (const unsigned char *)s, n, e) < 0 ||
	    sniff_keyed(r, s, n, e) < 0 || sniff_pandas(r, s, n, e) < 0 ||
	    sniff_tables(r, s, n, e) < 0 || sniff_art(r, s, n, e) < 0)
		return -1;
	if (n >= 4 && memcmp(s, "PAR1", 4) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a Parquet file, "
		    "not JSONL (TRL writes its completions so); convert it in "
		    "the training environment: " PAPO_PARQUET_PY " %s > "
		    "%s.jsonl", f, arg, arg);
	if (n >= 4 && memcmp(s, "PK\x03\x04", 4) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a zip archive, "
		    "not JSONL (torch.save writes one: slime's rollout_data/"
		    "N.pt); convert it in the training environment: "
		    PAPO_TORCH_PY " %s > %.*s.jsonl", f, arg,
		    conv_base(r, ".pt"), r->close_fd ? f : "N");
	if (n >= 2 && memcmp(s, "\x1f\x8b", 2) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: gzip data inside "
		    "the data decompressed: compressed twice; decompress it "
		    "once first (zcat %s | ...)", f, arg);
	if (n >= sizeof(tbl) - 1 && memcmp(s, tbl, sizeof(tbl) - 1) == 0 &&
	    memmem(s, n, "\"data\": [", 9) != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a wandb table, "
		    "not JSONL records (OpenRLHF logs one sample a step so: "
		    "nothing to re-score); a table of whole records converts "
		    "with: python3 -c 'import sys,json; t=json.load(open("
		    "sys.argv[1])); [print(json.dumps(dict(zip(t[\"columns\"]"
		    ",row)),ensure_ascii=False)) for row in t[\"data\"]]' %s "
		    "> %.*s.jsonl", f, arg, conv_base(r, ".json"),
		    r->close_fd ? f : "N");
	/* dumps that are not JSON, converted to records in papo's names */
	if (n >= 2 && (unsigned char)s[0] == 0x80 && s[1] >= 2 && s[1] <= 5 &&
	    strstr(f, "buffer_step") != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a Python pickle, "
		    "not JSONL (oat's replay buffer: prompts, references and "
		    "TransitionData); convert it where oat is installed: "
		    "python3 -c 'import sys,json,pickle; p,r,b=pickle.load("
		    "open(sys.argv[1],\"rb\")); ref=dict(zip(p,r)); "
		    "[print(json.dumps("
		    "{\"group\":t.prompt,\"problem\":t.prompt,\"response\":"
		    "t.response,\"answer\":ref.get(t.prompt),\"reward\":float("
		    "sum(t.rewards)),\"length\":len(t.response_ids)},"
		    "ensure_ascii=False,default=str)) for rank in b for t in "
		    "rank]' %s > %s.jsonl", f, arg, arg);
	if (n >= 5 && memcmp(s, "idx: ", 5) == 0 && memmem(s, n,
	    ", reward is ", 12) != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: AReaL's text dump "
		    "(RLVRWorkflow before 1.0: VERSION/QID.txt), not JSONL; "
		    "convert the dump directory: python3 -c 'import sys,json,"
		    "re,os; [print(json.dumps({\"group\":os.path.basename(f)"
		    "[:-4],\"step\":int(os.path.basename(os.path.dirname("
		    "os.path.abspath(f)))),\"id\":int(m[0]),\"reward\":float("
		    "m[3]),\"problem\":m[4],\"response\":m[5]},ensure_ascii="
		    "False)) for f in sys.argv[1:] for m in re.findall(r\"idx: "
		    "(\\d+) / (\\d+), seqlen: (\\d+), reward is (\\S+)\\.\\n"
		    "prompt is \\n\\x1b\\[33m\\x1b\\[2m(.*?)\\x1b\\[0m\\n"
		    "sequence is: \\n\\x1b\\[33m\\x1b\\[2m(.*?)\\x1b\\[0m\\n\","
		    "open(f,encoding=\"utf-8\").read(),re.S)]' DUMP/*/*.txt > "
		    "rollouts.jsonl", f);
	if (n >= 9 && memcmp(s, "[prompt] ", 9) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: EasyR1's "
		    "generations.log (validation samples as text), not JSONL; "
		    "convert it: python3 -c 'import sys,json,re; t=open("
		    "sys.argv[1],encoding=\"utf-8\").read(); "
		    "[print(json.dumps({\"group\":m[0],\"problem\":m[0],"
		    "\"response\":m[1],\"answer\":m[2],\"reward\":"
		    "float(m[3])},ensure_ascii=False)) for m in re.findall("
		    "r\"^\\[prompt\\] (.*?)\\n\\[output\\] (.*?)\\n"
		    "\\[ground_truth\\] (.*?)\\n\\[score\\] (\\S*)\\n\","
		    "t,re.S|re.M)]' %s > generations.jsonl", f, arg);
	if (n >= 2 && (unsigned char)s[0] == 0x80 && s[1] >= 2 && s[1] <= 5 &&
	    (has_suffix(f, ".pt") || has_suffix(f, ".pth")))
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: torch.save in its "
		    "legacy format, not JSONL; convert it in the training "
		    "environment: python3 -c 'import sys,json,torch; d=torch."
		    "load(sys.argv[1],weights_only=False); d=d.get(\"samples\","
		    "d) if isinstance(d,dict) else d; [print(json.dumps(s,"
		    "ensure_ascii=False,default=str)) for s in d]' %s > "
		    "%s.jsonl", f, arg, arg);
	if (n >= 2 && (unsigned char)s[0] == 0x80 && s[1] >= 2 && s[1] <= 5)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a Python pickle, "
		    "not JSONL (pd.to_pickle, oat's saved replay buffer, an "
		    "old torch.save write one); convert it in the training "
		    "environment: python3 -c 'import sys,json,pandas as pd; "
		    "d=pd.read_pickle(sys.argv[1]); d=d.to_dict(\"records\") "
		    "if hasattr(d,\"to_dict\") else d; [print(json.dumps(r,"
		    "ensure_ascii=False,default=str)) for r in d]' %s > "
		    "%s.jsonl", f, arg, arg);
	return sniff_csv(r, s, n, e);
}
