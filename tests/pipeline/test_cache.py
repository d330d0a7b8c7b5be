"""The summary cache (docs/cache.md): a warm run parses nothing and prints what a cold run
prints; editing a header re-analyses exactly the TUs that include it; configuration and tool
changes invalidate; corrupt entries are ignored and rewritten; failed TUs are never cached."""
import glob
import json
import os
import shutil
import subprocess

import pipeline_project as pp
from fltest import Project, expect, expect_rc
import fltest

ALL = len(pp.FILES)


def check(p, *args):
    return p.check("-p", ".", "--stats", *args)


def entries(p, cache=".faultline-cache"):
    return sorted(glob.glob(os.path.join(p.path(cache), "*", "*.bin")))


def test_cold_then_warm_every_format():
    with Project() as p:
        pp.make(p)
        cold = check(p)
        expect_rc(cold, 1, "cold run")
        expect(pp.cache_stats(cold) == (0, ALL), "cold: every TU a miss", cold)
        expect(len(entries(p)) == ALL, f"one entry per TU, got {len(entries(p))}")
        warm = check(p)
        expect(pp.cache_stats(warm) == (ALL, 0), "warm: every TU a hit", warm)
        expect(warm.out == cold.out and warm.rc == cold.rc, "warm output identical to cold")
        for fmt in ["json", "sarif"]:
            uncached = p.check("-p", ".", "--no-cache", f"--format={fmt}")
            cached = check(p, f"--format={fmt}")
            expect(pp.cache_stats(cached) == (ALL, 0), f"warm {fmt}: all hits", cached)
            expect(cached.out == uncached.out, f"{fmt}: cached output identical to --no-cache")


def test_cpp_tus_with_libstdcxx_are_cached():
    """A C++ TU reads libstdc++ through the driver's GCC path, which has `..` after a directory
    that may be a symlink (/lib -> usr/lib on merged-/usr systems, as when the database's
    compiler is not on PATH): its dependencies must be recorded by their real paths, or no C++
    TU is ever stored."""
    with Project() as p:
        for name in ("a", "b"):
            p.write(f"{name}.cpp", "#include <vector>\n#include <string>\n"
                    f"void work_{name}(int n) {{ for (int i = 0; i < n; ++i) {{\n"
                    "  std::vector<char> v(1 << 20); v[0] = 1; } }\n")
        for compiler in ("clang++", "/nonexistent/bin/clang++"):
            p.write("compile_commands.json", json.dumps(
                [{"directory": p.dir, "file": f, "arguments": [compiler, "-c", f]}
                 for f in ("a.cpp", "b.cpp")]))
            shutil.rmtree(p.path(".faultline-cache"), ignore_errors=True)
            cold = check(p)
            expect_rc(cold, 1, f"cold run ({compiler})")
            expect(len(entries(p)) == 2, f"two entries stored ({compiler})", cold)
            warm = check(p)
            expect(pp.cache_stats(warm) == (2, 0), f"warm: both hits ({compiler})", warm)


def test_header_edit_reanalyses_exactly_its_includers():
    with Project() as p:
        pp.make(p)
        check(p)
        with open(p.path("include/other.h"), "a") as f:
            f.write("/* edited */\n")
        r = check(p)
        expect(pp.cache_stats(r) == (ALL - 1, 1), "other.h is read by src/c.c only", r)
        # A real change in a shared header: both includers re-analysed, and the new finding
        # appears exactly as an uncached run reports it.
        with open(p.path("include/common.h"), "a") as f:
            f.write(fltest.POSITIVE.format(name="added_in_header").replace(
                "void work_", "static inline void work_"))
        r = check(p, "--format=json")
        expect(pp.cache_stats(r) == (ALL - 2, 2), "common.h is read by src/a.c and src/b.c", r)
        fresh = p.check("-p", ".", "--no-cache", "--format=json")
        expect(r.out == fresh.out, "after the edit: same as an uncached run")
        expect(any(f["function"] == "work_added_in_header" for f in r.json()["findings"]),
               "the finding added in the header is reported")
        expect(pp.cache_stats(check(p)) == (ALL, 0), "then warm again")


def test_fast_mode_header_edit_reanalyses_its_includers():
    """Fast mode reads the constants, config switches and noreturn declarations of the project
    headers a file includes: its cached summary depends on them too. A table size changed in
    the header must change the finding of a warm run, as a cold run would report it."""
    with Project() as p:
        p.write("sizes.h", "#define TABLE_ENTRIES 512\n")
        p.write("work.c", "#include <stdlib.h>\n#include \"sizes.h\"\n"
                "long work(int n) { long s = 0;\n"
                "  for (int i = 0; i < n; ++i) {\n"
                "    long *t = malloc(TABLE_ENTRIES * sizeof(long));\n"
                "    t[0] = i; s += t[0]; free(t); }\n"
                "  return s; }\n")
        args = ("--mode", "fast", "--stats", "--format=json", "work.c")
        small = p.check(*args)
        expect_rc(small, 0, "4 KiB table: no finding")
        p.write("sizes.h", "#define TABLE_ENTRIES (1 << 20)\n")
        warm = p.check(*args)
        expect_rc(warm, 1, "8 MiB table after the header edit: reported")
        fresh = p.check("--mode", "fast", "--no-cache", "--format=json", "work.c")
        expect(warm.out == fresh.out, "after the edit: same as an uncached run", warm)


def test_main_file_edit_reanalyses_that_tu():
    with Project() as p:
        pp.make(p)
        check(p)
        with open(p.path("src/d.c"), "a") as f:
            f.write("int d_global;\n")
        expect(pp.cache_stats(check(p)) == (ALL - 1, 1), "only src/d.c re-analysed")


def test_configuration_change_invalidates_only_extract_settings():
    with Project() as p:
        pp.make(p)
        check(p)
        # Thresholds are applied by the join, not stored in summaries: still all hits.
        p.write(".faultline.yaml", "min-size: 64K\n")
        expect(pp.cache_stats(check(p)) == (ALL, 0), "min-size does not invalidate")
        # Allocators change what the extractor records: every summary is stale.
        p.write(".faultline.yaml", "allocators:\n  - name: xmalloc\n    size-args: [0]\n")
        expect(pp.cache_stats(check(p)) == (0, ALL), "allocators invalidate every TU")
        expect(pp.cache_stats(check(p)) == (ALL, 0), "and are cached under the new key")


def test_command_line_change_invalidates():
    with Project() as p:
        pp.make(p)
        check(p)
        import json
        db = json.load(open(p.path("compile_commands.json")))
        db[0]["arguments"].append("-DEXTRA=1")
        p.write("compile_commands.json", json.dumps(db))
        expect(pp.cache_stats(check(p)) == (ALL - 1, 1), "one TU's arguments changed")


def test_new_faultline_binary_invalidates():
    """Another build of faultline (here: the same binary with bytes appended, which still runs)
    never trusts summaries its predecessor wrote, even with the same version number."""
    with Project() as p:
        pp.make(p)
        first = check(p)
        other = p.path("bin/faultline")
        os.makedirs(os.path.dirname(other))
        shutil.copy2(fltest.FAULTLINE, other)
        with open(other, "ab") as f:
            f.write(b"\0faultline-test-rebuild\0")
        r = subprocess.run([other, "check", "-p", ".", "--stats"], cwd=p.dir,
                           capture_output=True, text=True, timeout=300)
        r = fltest.Result(r)
        expect(pp.cache_stats(r) == (0, ALL), "a different binary: every TU a miss", r)
        expect(r.out == first.out, "same findings")


def test_corrupt_entries_are_ignored_and_rewritten():
    with Project() as p:
        pp.make(p)
        cold = check(p)
        files = entries(p)
        good = [open(path, "rb").read() for path in files]
        # Empty, the old JSON layout, random bytes, truncated, a flipped byte in the facts, the
        # checksum, the key, the header, and a valid entry of another TU.
        damage = [
            lambda b, i: b"",
            lambda b, i: b'{"format": "faultline-cache-entry", "version": 1}',
            lambda b, i: os.urandom(len(b)),
            lambda b, i: b[: len(b) // 2],
            lambda b, i: b[:-1],
            lambda b, i: flip(b, len(b) - 100),
            lambda b, i: flip(b, len(b) - 1),
            lambda b, i: flip(b, 12),
            lambda b, i: flip(b, 0),
            lambda b, i: good[(i + 1) % len(good)],
        ]
        for first in range(0, len(damage), len(files)):
            for i, path in enumerate(files):
                with open(path, "wb") as f:
                    f.write(damage[(first + i) % len(damage)](good[i], i))
            r = check(p)
            expect(pp.cache_stats(r) == (0, ALL), "every damaged entry is a miss", r)
            expect(r.out == cold.out, "output unaffected by the damaged cache")
            expect([open(path, "rb").read() for path in files] == good,
                   "entries rewritten, equal to the first ones")
            expect(pp.cache_stats(check(p)) == (ALL, 0), "then hits again")


def flip(b, i):
    return b[:i] + bytes([b[i] ^ 0x01]) + b[i + 1:]


def test_old_json_entries_are_ignored():
    """Entries of the previous (JSON) layout are never read: another name and version."""
    with Project() as p:
        pp.make(p)
        cold = check(p)
        for path in entries(p):
            os.rename(path, path[: -len(".bin")] + ".json")
        r = check(p)
        expect(pp.cache_stats(r) == (0, ALL), "old-layout entries are misses", r)
        expect(r.out == cold.out, "same output")


def test_failed_tu_is_not_cached():
    with Project() as p:
        pp.make(p, broken=True)
        first = check(p)
        expect_rc(first, 3, "a TU failed")
        expect(pp.cache_stats(first) == (0, ALL + 1), "cold", first)
        second = check(p)
        expect_rc(second, 3, "still failing")
        expect(pp.cache_stats(second) == (ALL, 1), "the broken TU is analysed again", second)
        expect("failed to analyse src/broken.c" in second.err, "and its error shown again")
        expect(second.out == first.out, "same output")


def test_no_cache_and_cache_dir():
    with Project() as p:
        pp.make(p)
        r = p.check("-p", ".", "--no-cache", "--stats")
        expect("cache: disabled" in r.err, "--no-cache says so", r)
        expect(not os.path.exists(p.path(".faultline-cache")), "--no-cache writes nothing")
        r = check(p, "--cache-dir", "elsewhere/cache")
        expect(pp.cache_stats(r) == (0, ALL), "cold in the chosen directory", r)
        expect(len(entries(p, "elsewhere/cache")) == ALL, "entries under --cache-dir")
        expect(not os.path.exists(p.path(".faultline-cache")), "not in the default place")


def test_default_location_is_beside_the_database():
    with Project() as p:
        files = pp.make(p)
        p.database(files, rel="build/compile_commands.json")
        r = p.check("--compile-commands", "build/compile_commands.json", "--stats")
        expect(pp.cache_stats(r) == (0, ALL), "cold", r)
        expect(len(entries(p, "build/.faultline-cache")) == ALL, "cache beside the database")
        r = p.check("-p", "build", "--stats")
        expect(pp.cache_stats(r) == (ALL, 0), "-p BUILD_DIR uses BUILD_DIR/.faultline-cache", r)


def test_unwritable_cache_is_a_warning_not_a_failure():
    with Project() as p:
        pp.make(p)
        p.write("not-a-dir", "x")
        r = check(p, "--cache-dir", "not-a-dir/cache")
        expect_rc(r, 1, "findings as usual")
        expect("warning: cache not written" in r.err, "one warning about the cache", r)
        expect(r.out == p.check("-p", ".", "--no-cache").out, "same output")


def test_concurrent_runs_share_the_cache_safely():
    with Project() as p:
        pp.make(p)
        procs = [subprocess.Popen([fltest.FAULTLINE, "check", "-p", ".", "-j", "2"], cwd=p.dir,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for _ in range(4)]
        outs = [pr.communicate(timeout=300) for pr in procs]
        expect(all(pr.returncode == 1 for pr in procs), "every concurrent run succeeded")
        expect(len({o for o, _ in outs}) == 1, "identical output from every concurrent run")
        leftovers = glob.glob(os.path.join(p.path(".faultline-cache"), "*", "*.tmp-*"))
        expect(not leftovers, f"no temporary files left: {leftovers}")
        r = check(p)
        expect(pp.cache_stats(r) == (ALL, 0), "complete entries afterwards", r)
        expect(r.out == outs[0][0], "same output warm")


if __name__ == "__main__":
    pp.main(globals())
