#!/usr/bin/env python3
"""Functions that never return, read across the files of a run (analyzer/fastmode/
ProjectNoreturns.h): a request loop whose body always ends in `fatal()`, defined in another file
without a noreturn attribute, does not go round, so the stream its request opens is not churn of
it (lpr's lpd, docs/precision.md "Session 24"). Each case is checked in both modes:

- fatal() in another file exits: silent; the same loop ending in a helper that may return is
  reported (the test could fail either way);
- two programs in one database define fatal(), one of them returning: every definition must
  agree, so the loop is reported;
- the loop's own file defines a `static fatal` that returns: its own definition decides, not the
  other file's;
- the summary cache: making fatal() return in its file (the loop's file untouched) brings the
  finding back on the next cached run, and making it exit again removes it;
- shards: every slice of `--shard K/N` is made with the whole run's index, so the merged report
  equals the unsharded one."""
import json
import os

import fltest
from fltest import Project, expect, expect_rc

FATAL_EXITS = """#include <stdio.h>
#include <stdlib.h>
void fatal(const char *msg) {
  fprintf(stderr, "%s\\n", msg);
  exit(1);
}
"""

FATAL_RETURNS = """#include <stdio.h>
void fatal(const char *msg) {
  fprintf(stderr, "%s\\n", msg);
}
"""

LOOP = """#include <stdio.h>
#include <unistd.h>
{declaration}
static long read_limit(void) {{
  FILE *f = fopen("/etc/example/limit", "r");
  long v = 0;
  if (f) {{
    if (fscanf(f, "%ld", &v) != 1)
      v = 0;
    fclose(f);
  }}
  return v;
}}
int serve(int fd) {{
  char cmd;
  for (;;) {{
    if (read(fd, &cmd, 1) != 1)
      return 0;
    if (cmd == 'r')
      printf("%ld\\n", read_limit());
    fatal("Illegal service request");
  }}
}}
"""
FOPEN_LINE = 5

EXTERN = "void fatal(const char *msg);"
STATIC_RETURNS = "static void fatal(const char *msg) { fprintf(stderr, \"%s\\n\", msg); }"


def stdio_lines(result, name="loop.c"):
    return sorted(f["location"]["line"] for f in result.json()["findings"]
                  if f["ruleId"] == "faultline-stdio-in-loop" and f["location"]["file"].endswith(name))


def check(p, mode, *extra):
    args = ["--format", "json", "--fail-on", "never", "--mode", mode]
    if mode == "fast":
        args += ["-p", "."]
    r = p.check(*args, *extra)
    expect_rc(r, 0, f"{mode} mode")
    return r


def loop_lines(mode, files, *extra):
    """The stdio findings in loop.c of a project of `files` (path -> text), and the run."""
    with Project() as p:
        for rel, text in files.items():
            p.write(rel, text)
        p.database(list(files))
        r = check(p, mode, "--no-cache", *extra)
        return stdio_lines(r), r


def test_fatal_in_another_file_ends_the_loop():
    for mode in ("ast", "fast"):
        lines, r = loop_lines(mode, {"fatal.c": FATAL_EXITS, "loop.c": LOOP.format(declaration=EXTERN)},
                              "--stats")
        expect(lines == [], f"{mode}: the loop never goes round", r)
        expect("read across files: 1 from" in r.err, f"{mode}: --stats names the index", r)


def test_a_fatal_that_returns_keeps_the_finding():
    for mode in ("ast", "fast"):
        lines, r = loop_lines(mode, {"fatal.c": FATAL_RETURNS, "loop.c": LOOP.format(declaration=EXTERN)})
        expect(lines == [FOPEN_LINE], f"{mode}: the loop goes round per request", r)


def test_every_definition_of_the_name_must_agree():
    for mode in ("ast", "fast"):
        lines, r = loop_lines(mode, {"a/fatal.c": FATAL_EXITS, "b/fatal.c": FATAL_RETURNS,
                                     "loop.c": LOOP.format(declaration=EXTERN)})
        expect(lines == [FOPEN_LINE], f"{mode}: one fatal() returns, so it may", r)


def test_the_files_own_definition_decides():
    for mode in ("ast", "fast"):
        lines, r = loop_lines(mode, {"fatal.c": FATAL_EXITS, "loop.c": LOOP.format(declaration=STATIC_RETURNS)})
        expect(lines == [FOPEN_LINE], f"{mode}: loop.c's static fatal returns", r)


def test_the_cache_follows_the_other_file():
    with Project() as p:
        p.write("fatal.c", FATAL_EXITS)
        p.write("loop.c", LOOP.format(declaration=EXTERN))
        p.database(["fatal.c", "loop.c"])
        expect(stdio_lines(check(p, "ast")) == [], "first run: silent")
        p.write("fatal.c", FATAL_RETURNS)
        r = check(p, "ast", "--stats")
        expect(stdio_lines(r) == [FOPEN_LINE], "fatal() returns now: loop.c's cached facts are stale", r)
        p.write("fatal.c", FATAL_EXITS)
        r = check(p, "ast", "--stats")
        expect(stdio_lines(r) == [], "fatal() exits again", r)
        expect("2 hits" in r.err, "the first run's entries serve the third", r)


def test_every_shard_reads_the_whole_run():
    with Project() as p:
        p.write("fatal.c", FATAL_EXITS)
        p.write("loop.c", LOOP.format(declaration=EXTERN))
        p.write("zz.c", fltest.POSITIVE.format(name="zz"))
        p.database(["fatal.c", "loop.c", "zz.c"])
        whole = check(p, "ast", "--no-cache").json()["findings"]
        bundles = []
        for k in (1, 2, 3):
            out = p.path(f"shard{k}.json")
            r = p.check("--no-cache", "--shard", f"{k}/3", "-o", out)
            expect_rc(r, 0, f"shard {k}/3")
            bundles.append(out)
        merged = p.run("merge", "--format", "json", "--fail-on", "never", *bundles)
        expect_rc(merged, 0, "merge")
        expect(merged.json()["findings"] == whole, "merged shards report what one run reports", merged)
        expect(stdio_lines(merged) == [], "loop.c's shard knew fatal.c's fatal()", merged)


if __name__ == "__main__":
    fltest.main(globals())
