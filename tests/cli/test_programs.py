"""Several programs in one compile database (issue 10): 24 small programs that each define `main`,
an external `process`, `usage` and a static `helper` of the same names (some with `process` in a
second file, some pinning glibc's threshold with mallopt, some calling a shared library), checked
together must report for every program exactly what that program reports checked alone (file,
line, rule, severity). With link units (--link-units FILE, or CMake's file-API reply found
beside the database) that holds for every program; without them, for every program whose calls
resolve within their own TU. Output stays byte-identical across -j and shard + merge.

Run with --measure to print the per-program comparison instead of asserting it (how the
numbers in docs/cross-file.md were taken, also against an older binary)."""
import json
import os
import shutil
import subprocess
import sys

import fltest
from fltest import Project, expect, expect_rc

PROGRAMS = 24

# Each program: kind "one" (process in main.c), "split" (process in process.c), "lib" (process
# in main.c, main also calls the shared library's common_work in its loop; never pinned).
# Pinned programs call mallopt(M_MMAP_THRESHOLD, 128 KiB) in main.


def kind(i):
    return ["one", "split", "lib"][i % 3]


def pinned(i):
    return kind(i) != "lib" and i % 4 in (1, 2)


PROCESS = """void *malloc(unsigned long);
void free(void *);
int process(int item) {{
  char *buf = malloc({size});
  buf[0] = (char)item;
  int r = buf[0];
  free(buf);
  return r;
}}
"""

MAIN = """#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
int process(int item);
int common_work(int n);
static int helper(int n) {{
  char *tmp = malloc({helper_size});
  tmp[0] = (char)n;
  int r = tmp[0];
  free(tmp);
  return r;
}}
void usage(void) {{ fputs("usage: t{i} N\\n", stderr); }}
{process}
int main(int argc, char **argv) {{
  if (argc < 2) {{
    usage();
    return 2;
  }}
{pin}  int n = atoi(argv[1]), sum = 0;
  for (int k = 0; k < n; ++k) {{
    sum += process(k);
    sum += helper(k);
{lib}  }}
  return sum;
}}
"""

COMMON = """void *malloc(unsigned long);
void free(void *);
int common_work(int n) {
  char *scratch = malloc(2 << 20);
  scratch[0] = (char)n;
  int r = scratch[0];
  free(scratch);
  return r;
}
"""


def program_files(i):
    d = f"tools/t{i}"
    files = [f"{d}/main.c"]
    if kind(i) == "split":
        files.append(f"{d}/process.c")
    if kind(i) == "lib":
        files.append("lib/common.c")
    return files


def make(p):
    """Writes the sources and the full database; returns every source (relative)."""
    p.write("lib/common.c", COMMON)
    everything = ["lib/common.c"]
    for i in range(PROGRAMS):
        d = f"tools/t{i}"
        # Sizes differ per program, so a finding that came from another program would differ.
        size = (1 << 20) + 4096 * i
        process = "" if kind(i) == "split" else PROCESS.format(size=size)
        if kind(i) == "split":
            p.write(f"{d}/process.c", PROCESS.format(size=size))
        p.write(f"{d}/main.c", MAIN.format(
            i=i, process=process, helper_size=(256 << 10) + 4096 * i,
            pin="  mallopt(M_MMAP_THRESHOLD, 128 * 1024);\n" if pinned(i) else "",
            lib="    sum += common_work(k);\n" if kind(i) == "lib" else ""))
        everything += [f for f in program_files(i) if f not in everything]
    p.database(sorted(everything))
    return sorted(everything)


def link_units(p, path="units.json"):
    units = [{"name": f"t{i}", "sources": program_files(i)} for i in range(PROGRAMS)]
    return p.write(path, json.dumps(units, indent=1))


def findings(result):
    """{(file, line, rule, severity)} of a JSON report."""
    expect(result.rc in (0, 1), "check ran", result)
    return {(f["location"]["file"], f["location"]["line"], f["ruleId"], f["severity"])
            for f in result.json()["findings"]}


def of_program(all_findings, i):
    files = set(program_files(i))
    return {f for f in all_findings if f[0] in files}


def alone(p, i, *extra):
    db = p.path(f"alone/t{i}")
    os.makedirs(db, exist_ok=True)
    p.database(program_files(i), rel=f"alone/t{i}/compile_commands.json")
    r = p.check("-p", db, "--format=json", "--no-cache", *extra)
    return findings(r)


def compare(p, together, programs=range(PROGRAMS)):
    """Per program: (alone, together restricted to its files). Shared files (lib/common.c) are
    compared only for what the program reaches alone."""
    out = {}
    for i in programs:
        a = alone(p, i)
        out[i] = (a, of_program(together, i))
    return out


def mismatches(table, programs=None):
    return [i for i, (a, t) in table.items() if (programs is None or i in programs) and a != t]


def resolves_in_its_tu(i):
    return kind(i) != "split"


def test_every_program_reports_what_it_reports_alone():
    with Project() as p:
        make(p)
        units = link_units(p)
        with_units = findings(p.check("-p", ".", "--format=json", "--no-cache",
                                      "--link-units", units))
        table = compare(p, with_units)
        bad = mismatches(table)
        expect(not bad, "with link units every program reports what it reports alone; "
               f"differs: {[(i, sorted(table[i][0] ^ table[i][1])) for i in bad]}")
        # Every program has findings of its own: process (per-call), helper (static, per-call).
        for i, (a, _) in table.items():
            lines = {(f[0], f[2]) for f in a}
            expect((program_files(i)[-1 if kind(i) == 'split' else 0], "faultline-per-call-buffer")
                   in lines, f"t{i}: process's buffer is reported alone: {sorted(a)}")
            sev = {f[3] for f in a if f[0] == f"tools/t{i}/main.c"}
            expect(("error" in sev) == pinned(i),
                   f"t{i}: pinned={pinned(i)} decides its severities: {sorted(a)}")
        # Without link units: programs whose calls resolve in their own TU are exact; the
        # split ones only say every candidate (their process findings are all still there).
        without = findings(p.check("-p", ".", "--format=json", "--no-cache"))
        table = compare(p, without)
        bad = mismatches(table, [i for i in range(PROGRAMS) if resolves_in_its_tu(i)])
        expect(not bad, f"without link units, same-TU programs are exact; differs: {bad}")
        for i, (a, t) in table.items():
            expect({(f[0], f[1], f[2]) for f in a} <= {(f[0], f[1], f[2]) for f in t},
                   f"t{i}: no finding is lost together: {sorted(a - t)}")


def test_output_is_deterministic_with_programs():
    with Project() as p:
        make(p)
        units = link_units(p)
        for extra in [[], ["--link-units", units]]:
            one = p.check("-p", ".", "-j", "1", "--format=json", "--no-cache", *extra)
            two = p.check("-p", ".", "-j", "2", "--format=json", "--no-cache", *extra)
            expect_rc(one, 1, "-j 1")
            expect(one.out == two.out, f"-j 1 == -j 2 ({extra})")
            bundles = []
            for k in (1, 2, 3):
                out = p.path(f"s{k}.json")
                r = p.check("-p", ".", "--shard", f"{k}/3", "-o", out, *extra)
                expect_rc(r, 0, f"shard {k}/3")
                bundles.append(out)
            merged = p.run("merge", "--format=json", *extra, *bundles)
            expect(merged.out == one.out, f"shard + merge == one run ({extra})", merged)


def test_link_units_errors():
    with Project() as p:
        make(p)
        fltest.expect_one_line_error(p.check("-p", ".", "--link-units", "missing.json"),
                                     "missing.json")
        p.write("bad.json", '{"name": "x"}')
        fltest.expect_one_line_error(p.check("-p", ".", "--link-units", "bad.json"), "bad.json")
        p.write("bad2.json", '[{"name": "x"}]')
        fltest.expect_one_line_error(p.check("-p", ".", "--link-units", "bad2.json"),
                                     "sources")
        fltest.expect_one_line_error(p.check("-p", ".", "--link-units", "."),
                                     "CMake file-API")


def test_fast_mode_goes_through_the_same_join():
    with Project() as p:
        make(p)
        units = link_units(p)

        def fast(*args):
            return findings(p.check("--mode", "fast", "--format=json", *args))
        for extra, programs in [(["--link-units", units], range(PROGRAMS)),
                                ([], [i for i in range(PROGRAMS) if resolves_in_its_tu(i)])]:
            together = fast(*extra, "tools", "lib")
            for i in programs:
                a = fast(*program_files(i))
                expect(a, f"t{i}: fast mode reports something alone")
                expect(a == of_program(together, i),
                       f"fast mode, t{i} ({extra}): {sorted(a ^ of_program(together, i))}")


CMAKE = shutil.which("cmake")


def test_cmake_file_api_reply_is_read_from_the_build_dir():
    if not CMAKE:
        print("skipped: no cmake")
        return
    with Project() as p:
        make(p)
        lines = ["cmake_minimum_required(VERSION 3.16)", "project(programs C)",
                 "add_library(common STATIC lib/common.c)"]
        for i in range(PROGRAMS):
            srcs = " ".join(f for f in program_files(i) if not f.startswith("lib/"))
            lines.append(f"add_executable(t{i} {srcs})")
            if kind(i) == "lib":
                lines.append(f"target_link_libraries(t{i} common)")
        p.write("CMakeLists.txt", "\n".join(lines) + "\n")
        p.write("build/.cmake/api/v1/query/codemodel-v2", "")
        r = subprocess.run([CMAKE, "-S", p.dir, "-B", p.path("build"),
                            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"],
                           capture_output=True, text=True, timeout=300)
        expect(r.returncode == 0, f"cmake configures: {r.stderr}")
        together = findings(p.check("-p", "build", "--format=json", "--no-cache"))
        table = compare(p, together)
        bad = mismatches(table)
        expect(not bad, f"the file-API reply gives the link units; differs: {bad}")
        # The same reply through --link-units DIR (what merge takes).
        again = findings(p.check("-p", "build", "--format=json", "--no-cache",
                                 "--link-units", p.path("build")))
        expect(again == together, "--link-units BUILD_DIR reads the same reply")


def measure(binary):
    """Prints, per program kind, how many programs report what they report alone."""
    fltest.FAULTLINE = os.path.abspath(binary)
    with Project() as p:
        make(p)
        units = link_units(p)
        for label, extra in [("no link units", []), ("--link-units", ["--link-units", units])]:
            r = p.check("-p", ".", "--format=json", "--no-cache", *extra)
            if r.rc == 2:
                print(f"{label}: not supported by this binary")
                continue
            table = compare(p, findings(r))
            lost = sum(len(a - t) for a, t in table.values())
            extra_f = sum(len(t - a) for a, t in table.values())
            alone_total = sum(len(a) for a, _ in table.values())
            print(f"{label}: {PROGRAMS - len(mismatches(table))}/{PROGRAMS} programs equal alone; "
                  f"{alone_total} findings alone, {lost} lost or changed together, "
                  f"{extra_f} extra or changed together")
            for i in mismatches(table):
                a, t = table[i]
                print(f"  t{i} ({kind(i)}, pinned={pinned(i)}): alone-only {sorted(a - t)}; "
                      f"together-only {sorted(t - a)}")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--measure":
        measure(sys.argv[2])
    else:
        fltest.main(globals())
