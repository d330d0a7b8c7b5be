#!/usr/bin/env python3
"""`faultline check --mode fast|auto` end to end: discovery (directories, exclude, hidden
directories, a database's files with -p), the auto-mode split and its one-line note, mode in JSON/SARIF/text, robustness
(a parse timeout, binary garbage, an empty file). Usage: test_fast_cli.py FAULTLINE"""
import json
import os
import subprocess
import sys
import tempfile

FAULTLINE = os.path.abspath(sys.argv[1])
LOOP = """#include <stdlib.h>
void f{n}(int k) {{
  for (int i = 0; i < k; ++i) {{
    char *p = malloc(1 << 20);
    free(p);
  }}
}}
"""


def run(args, cwd, env=None):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run([FAULTLINE, "check"] + args, cwd=cwd, capture_output=True, text=True,
                          env=e, timeout=120)


def write(d, rel, text):
    path = os.path.join(d, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w" if isinstance(text, str) else "wb") as f:
        f.write(text)
    return path


def lines(report):
    return sorted((f["location"]["file"], f["location"]["line"], f["mode"]) for f in report["findings"])


failures = []


def fast_findings(d, path):
    """(file, line, rule, severity) of a fast-mode run over `path`, and the process."""
    r = run(["--mode", "fast", "--format", "json", path], d)
    got = sorted((f["location"]["file"], f["location"]["line"], f["ruleId"], f["severity"])
                 for f in json.loads(r.stdout)["findings"]) if r.stdout else []
    return got, r


def check(cond, what, proc=None):
    if not cond:
        failures.append(what + (f"\n  rc={proc.returncode}\n  stdout={proc.stdout[:2000]}\n  stderr={proc.stderr[:2000]}" if proc else ""))


with tempfile.TemporaryDirectory() as d:
    write(d, "src/a.c", LOOP.format(n="a"))
    write(d, "src/sub/b.cpp", LOOP.format(n="b"))
    write(d, "src/third_party/c.c", LOOP.format(n="c"))
    write(d, "src/.hidden/d.c", LOOP.format(n="d"))
    write(d, "src/notes.txt", "malloc(1 << 30)")
    write(d, ".faultline.yaml", "exclude: [\"src/third_party/**\"]\n")

    # --mode fast over a directory: recursion, exclude, hidden directories skipped.
    r = run(["--mode", "fast", "--format", "json", "src"], d)
    check(r.returncode == 1, "fast mode over src/ finds the loops", r)
    if r.returncode == 1:
        check(lines(json.loads(r.stdout)) == [("src/a.c", 4, "fast"), ("src/sub/b.cpp", 4, "fast")],
              "fast mode: a.c and b.cpp, not third_party/ (excluded) nor .hidden/", r)
    check("no compilation database" not in r.stderr, "--mode fast says nothing about databases", r)

    # auto without any database: fast mode over the current directory, said once on stderr.
    r = run(["--format", "json"], d)
    check(r.returncode == 1 and r.stderr.count("no compilation database found") == 1,
          "auto mode without a database: fast mode, one note", r)

    # auto with a database covering a.c: AST for a.c, fast for b.cpp.
    db = [{"directory": os.path.join(d, "src"), "file": "a.c",
           "command": "clang-19 -std=c17 -c a.c"}]
    write(d, "compile_commands.json", json.dumps(db))
    r = run(["--format", "json", "--no-cache", "src/a.c", "src/sub"], d)
    check(r.returncode == 1, "auto mode with a database", r)
    if r.returncode == 1:
        check(lines(json.loads(r.stdout)) == [("src/a.c", 4, "ast"), ("src/sub/b.cpp", 4, "fast")],
              "auto: a.c by AST mode, b.cpp by fast mode", r)
    r = run(["--format", "sarif", "--no-cache", "src/a.c", "src/sub"], d)
    if r.returncode == 1:
        results = json.loads(r.stdout)["runs"][0]["results"]
        modes = sorted((x["properties"]["mode"], x["properties"].get("precision")) for x in results)
        check(modes == [("ast", None), ("fast", "low")], "SARIF properties.mode and precision", r)
    r = run(["--no-cache", "src/a.c", "src/sub"], d)
    first = [l for l in r.stdout.splitlines() if "[faultline-loop-alloc]" in l]
    check(len(first) == 2 and first[0].endswith("[faultline-loop-alloc]") and
          first[1].endswith("[faultline-loop-alloc] [fast mode]"), "text: fast findings tagged", r)
    # --mode fast -p DIR without paths: the database's files and the headers beside them, not
    # the whole working directory (b.cpp is in no database; the header's loop is fast mode's).
    write(d, "src/a_inline.h", LOOP.format(n="h"))
    r = run(["--mode", "fast", "-p", ".", "--format", "json"], d)
    check(r.returncode == 1, "fast mode over the database's files finds the loops", r)
    if r.returncode == 1:
        check(lines(json.loads(r.stdout)) == [("src/a.c", 4, "fast"), ("src/a_inline.h", 4, "fast")],
              "fast mode -p: a.c and the header beside it, not src/sub/b.cpp", r)
    os.remove(os.path.join(d, "src/a_inline.h"))
    # --mode fast -p: the database's -D/-U decide #ifdef as that build does (ConfigHeaders.h);
    # the config header found through its -I directory too (-DWITH_LOOP=1 overrides nothing
    # there; -UHAVE_LOOP_B turns off what the source would read otherwise).
    write(d, "flags/gen/config.h", "/* config.h.  Generated by configure.  */\n"
          "/* #undef ENABLE_LOOP_C */\n#define HAVE_CONFIG_STAMP 1\n")
    write(d, "flags/src/f.c", '#include "config.h"\n#ifdef WITH_LOOP\n' + LOOP.format(n="a") +
          "#endif\n#ifdef HAVE_LOOP_B\n" + LOOP.format(n="b") + "#endif\n#ifdef ENABLE_LOOP_C\n" +
          LOOP.format(n="c") + "#endif\n")
    write(d, "flags/compile_commands.json", json.dumps([{
        "directory": os.path.join(d, "flags", "src"), "file": "f.c",
        "command": "clang-19 -std=c17 -DWITH_LOOP=1 -DHAVE_LOOP_B -UHAVE_LOOP_B -I ../gen -c f.c"}]))
    r = run(["--mode", "fast", "-p", "flags", "--format", "json"], d)
    check(r.returncode == 1, "fast mode -p with -D flags finds the switched-on loop", r)
    if r.returncode == 1:
        check(lines(json.loads(r.stdout)) == [("flags/src/f.c", 6, "fast")],
              "fast mode -p: -DWITH_LOOP kept, -UHAVE_LOOP_B and config.h's ENABLE_LOOP_C dropped", r)
    r = run(["--mode", "fast", "--format", "json", "flags/src/f.c"], d)
    check(r.returncode == 1 and [f["location"]["line"] for f in json.loads(r.stdout)["findings"]] == [6, 15],
          "fast mode without the database: no -D (WITH_LOOP, HAVE_LOOP_B read), but config.h found "
          "in the one sibling directory that has it (gen/, the build's -I ../gen) turns ENABLE_LOOP_C off", r)
    # `-include FILE` (busybox's Kbuild forces include/autoconf.h into every TU, which no source
    # includes): its definitions decide `#if ENABLE_X` as the build does, the #else dropped.
    write(d, "forced/include/autoconf.h", "/* Automatically generated C config: don't edit */\n"
          "#define CONFIG_BLOCK_IO 1\n#define ENABLE_BLOCK_IO 1\n#define ENABLE_LOOP_D 0\n")
    forced_c = ("#if ENABLE_BLOCK_IO\nint block_io;\n#else\n" + LOOP.format(n="a") +
                "#endif\n#if ENABLE_LOOP_D\n" + LOOP.format(n="d") + "#endif\n" + LOOP.format(n="e"))
    write(d, "forced/src/t.c", forced_c)
    write(d, "forced/compile_commands.json", json.dumps([{
        "directory": os.path.join(d, "forced"), "file": "src/t.c",
        "command": "gcc -std=gnu99 -Iinclude -include include/autoconf.h -c -o src/t.o src/t.c"}]))
    r = run(["--mode", "fast", "-p", "forced", "--format", "json"], d)
    got = [f["location"]["line"] for f in json.loads(r.stdout)["findings"]] if r.stdout else []
    want = [forced_c[:forced_c.index("void fe(")].count("\n") + 3]  # loop e's malloc only
    check(r.returncode == 1 and got == want,
          f"fast mode -p: a config header forced in by -include decides #if (want lines {want})", r)
    write(d, "empty/compile_commands.json", json.dumps([{"directory": d, "file": "x.s",
                                                         "command": "cc -c x.s"}]))
    r = run(["--mode", "fast", "-p", "empty"], d)
    check(r.returncode == 2 and "no C or C++ entries" in r.stderr,
          "fast mode -p over a database without C/C++ entries is a usage error", r)
    os.remove(os.path.join(d, "compile_commands.json"))

    # A parse that runs out of time is a failure (exit 3); the other files are still reported.
    big = "".join(f"int v{i} = ((((({i})))));\n" for i in range(200000))
    write(d, "slow/huge.c", big)
    write(d, "slow/ok.c", LOOP.format(n="ok"))
    write(d, "junk/garbage.c", bytes(range(256)) * 64)
    write(d, "junk/empty.c", "")
    write(d, "junk/ok.c", LOOP.format(n="ok"))
    r = run(["--mode", "fast", "--format", "json", "slow"], d, {"FAULTLINE_FAST_PARSE_TIMEOUT_MS": "20"})
    check(r.returncode == 3, "a timed-out file fails the run with exit 3", r)
    if r.stdout:
        rep = json.loads(r.stdout)
        check([f["file"] for f in rep["failures"]] == ["slow/huge.c"] and "timeout" in rep["failures"][0]["error"],
              "the timed-out file is named as a failure", r)
    r = run(["--mode", "fast", "--format", "json", "junk"], d)
    check(r.returncode == 1 and len(json.loads(r.stdout)["findings"]) == 1,
          "garbage and empty files do not crash fast mode", r)

    # Name-based keys: a static function is its file's own, a method belongs to its class.
    write(d, "keys/a.c", "static void helper(void) {}\n"
                         "void run(int n) { for (int i = 0; i < n; ++i) helper(); }\n")
    write(d, "keys/b.c", "#include <stdlib.h>\nstatic void helper(void) {\n"
                         "  char *p = malloc(1 << 20); p[0] = 1; free(p);\n}\n"
                         "void other(void) { helper(); }\n")
    write(d, "keys/c.cpp", "#include <vector>\n"
                           "struct Quiet { int process(int v) { return v; } };\n"
                           "struct Loud { int process(int v) {\n"
                           "  std::vector<char> big(1 << 20); return big[v]; } };\n"
                           "int quiet(Quiet &q, int n) { int s = 0; for (int i = 0; i < n; ++i) s += q.process(i); return s; }\n"
                           "int loud(Loud &l, int n) { int s = 0; for (int i = 0; i < n; ++i) s += l.process(i); return s; }\n")
    # A function in an anonymous namespace is its file's own too (openexr's ImfCheckFile.cpp
    # `readTile`, which fast mode had bound to a same-named call in another file).
    write(d, "keys/d.cpp", "#include <vector>\nnamespace {\nint render(int v) {\n"
                           "  std::vector<char> big(1 << 20); return big[v]; }\n}\n"
                           "int once(int v) { return render(v); }\n")
    write(d, "keys/e.cpp", "int render(int v);\n"
                           "int frames(int n) { int s = 0; for (int i = 0; i < n; ++i) s += render(i); return s; }\n")
    r = run(["--mode", "fast", "--format", "json", "keys"], d)
    got = sorted((f["location"]["file"], f["location"]["line"], f["ruleId"]) for f in json.loads(r.stdout)["findings"]) if r.stdout else []
    check(got == [("keys/c.cpp", 4, "faultline-vector-temporary")],
          "calls resolve to the file's own static or anonymous-namespace function and to the object's class", r)

    # Shards and merge: the front end travels in the summaries, so merged fast findings still
    # say "fast", exactly as one run does.
    one = run(["--mode", "fast", "--format", "json", "src"], d)
    shards = [run(["--mode", "fast", "--shard", f"{k}/2", "-o", f"s{k}.json", "src"], d)
              for k in (1, 2)]
    check(all(s.returncode == 0 for s in shards), "fast-mode shards written", shards[0])
    merged = subprocess.run([FAULTLINE, "merge", "--format", "json", "s1.json", "s2.json"],
                            cwd=d, capture_output=True, text=True, timeout=120)
    check(merged.returncode == one.returncode and merged.stdout == one.stdout,
          "merge of fast-mode shards equals one fast run, modes included", merged)
    if merged.stdout:
        check({f["mode"] for f in json.loads(merged.stdout)["findings"]} == {"fast"},
              "merged fast findings say fast", merged)

    # Constants of the project's own headers: beside the file, or (no database: include
    # directories unknown) in a directory above it, as `-Ilib` would find `common/limits.h`
    # from lib/compress/. An angle-bracket include is a library's, not searched for.
    write(d, "hdr/lib/common/limits.h", "#define TABLE_BYTES (1 << 20)\n#define SMALL_BYTES 512\n")
    write(d, "hdr/lib/compress/table.c", "#include <stdlib.h>\n#include \"common/limits.h\"\n"
                                         "void fill(int n) { for (int i = 0; i < n; ++i) {\n"
                                         "  char *t = malloc(TABLE_BYTES); t[i] = 1; free(t); } }\n"
                                         "void tiny(int n) { for (int i = 0; i < n; ++i) {\n"
                                         "  char *t = malloc(SMALL_BYTES); t[i] = 1; free(t); } }\n")
    write(d, "hdr/lib/compress/angle.c", "#include <stdlib.h>\n#include <common/limits.h>\n"
                                         "void other(int n) { for (int i = 0; i < n; ++i) {\n"
                                         "  char *t = malloc(TABLE_BYTES); t[i] = 1; free(t); } }\n")
    got, r = fast_findings(d, "hdr/lib/compress")
    check(got == [("hdr/lib/compress/table.c", 4, "faultline-loop-alloc", "warning")],
          "a quoted project header above the file gives its constants; an angle-bracket one does not", r)

    # C++ integer constants at namespace scope of a project header, as modern headers spell what
    # C spells with #define (jpeg-xl's `constexpr size_t kDCTBlockSize = 64;`, held-out set 24):
    # read like value macros. A class's own constant of the same name is not the namespace's,
    # and a name two namespaces define differently stays unknown (silent by default).
    write(d, "cxx/lib/block.h", "#include <stddef.h>\nnamespace lib {\nconstexpr size_t kBlock = 64;\n"
                                "static constexpr size_t kTable = 16384 * kBlock;\n"
                                "struct Small { static constexpr size_t kTable = 4; };\n"
                                "namespace a { constexpr size_t kTwice = 1 << 20; }\n"
                                "namespace b { constexpr size_t kTwice = 8; }\n}  // namespace lib\n")
    write(d, "cxx/lib/table.cc", "#include <vector>\n#include \"block.h\"\nnamespace lib {\n"
                                 "int fill(int n) { int s = 0; for (int i = 0; i < n; ++i) {\n"
                                 "  std::vector<char> t(kTable); s += t[i]; } return s; }\n"
                                 "int twice(int n) { int s = 0; for (int i = 0; i < n; ++i) {\n"
                                 "  std::vector<char> t(kTwice); s += t[i]; } return s; }\n}\n")
    got, r = fast_findings(d, "cxx/lib")
    check([(f, line) for f, line, _, _ in got] == [("cxx/lib/table.cc", 5)],
          "a C++ header's namespace-scope constexpr gives its value; a conflicting name gives none", r)

    # A constant array of a project header, indexed with a constant (jpeg-xl's
    # `kCoeffOrderOffset[3 * kNumOrders] * kDCTBlockSize`, coeff_order.h, held-out set 24): its
    # element is the value, as Clang folds it. An index past the listed elements and a table of
    # nested braces give no value (silent by default).
    write(d, "arr/lib/offsets.h", "#include <stdint.h>\nnamespace lib {\nconstexpr size_t kOrders = 3;\n"
                                  "static constexpr uint32_t kOffset[] = {\n  0, 1, 2,  // first\n"
                                  "  4096, 8192, /* big */ 16384,\n};\n"
                                  "static constexpr size_t kMax = kOffset[kOrders + 2] * 64;\n"
                                  "static constexpr uint32_t kPairs[2][2] = {{1 << 20, 1}, {2, 3}};\n}\n")
    write(d, "arr/lib/order.cc", "#include <vector>\n#include \"offsets.h\"\nnamespace lib {\n"
                                 "int order(int n) { int s = 0; for (int i = 0; i < n; ++i) {\n"
                                 "  std::vector<int32_t> z(kMax); s += z[i]; } return s; }\n"
                                 "int past(int n) { int s = 0; for (int i = 0; i < n; ++i) {\n"
                                 "  std::vector<char> z(kOffset[9] * 4096); s += z[i]; } return s; }\n"
                                 "int pairs(int n) { int s = 0; for (int i = 0; i < n; ++i) {\n"
                                 "  std::vector<char> z(kPairs[0][0]); s += z[i]; } return s; }\n}\n")
    got, r = fast_findings(d, "arr/lib")
    check([(f, line) for f, line, _, _ in got] == [("arr/lib/order.cc", 5)],
          "a C++ header's constant array element gives its value; past its end or nested, none", r)

    # A method called through a typedef of its class: a C API's opaque handle (`typedef struct
    # EncoderImpl Encoder;` in the public header, inside `extern "C"`), the method defined on the
    # class (jpeg-xl's `enc->RefillOutputByteQueue()`, held-out set 24). Keyed by the class, as
    # Clang resolves it; the file's own typedef counts the same way.
    write(d, "capi/include/api.h", "#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
                                   "typedef struct EncoderImpl Encoder;\n"
                                   "#ifdef __cplusplus\n}\n#endif\n")
    write(d, "capi/lib/impl.cc", "#include <vector>\n#include \"../include/api.h\"\n"
                                 "struct EncoderImpl { int refill(); int flush(); };\n"
                                 "int EncoderImpl::refill() { std::vector<char> b(1 << 22); return b[0]; }\n"
                                 "int EncoderImpl::flush() { std::vector<char> b(1 << 22); return b[1]; }\n"
                                 "int drain(Encoder *enc, int n) { int s = 0;\n"
                                 "  for (int i = 0; i < n; ++i) s += enc->refill(); return s; }\n"
                                 "typedef EncoderImpl Local;\n"
                                 "int again(Local *enc, int n) { int s = 0;\n"
                                 "  for (int i = 0; i < n; ++i) s += enc->flush(); return s; }\n")
    got, r = fast_findings(d, "capi/lib")
    check([(f, line) for f, line, _, _ in got] == [("capi/lib/impl.cc", 4), ("capi/lib/impl.cc", 5)],
          "a method called through a typedef of its class (header's or file's) reaches the class's method", r)

    # A name the file #defines differently in two branches of an #if chain (palp's Global.h,
    # held-out set 25: VERT_Nmax 16 under `POLY_Dmax <= 3`, 64 otherwise) has no value in fast
    # mode, which does not know the branch the build takes: no size (silent by default) rather
    # than the first branch's. A default under `#ifndef NAME` yields to the file's own definition.
    write(d, "chain/alloc.c", "#include <stdlib.h>\n#if (DIM > 3)\n#define ROWS (1 << 20)\n#else\n"
                              "#define ROWS 16\n#endif\n#define LIMIT (1 << 21)\n"
                              "#ifndef LIMIT\n#define LIMIT 64\n#endif\n"
                              "void rows(int n) { for (int i = 0; i < n; ++i) {\n"
                              "  char *t = malloc(ROWS); t[i] = 1; free(t); } }\n"
                              "void limit(int n) { for (int i = 0; i < n; ++i) {\n"
                              "  char *t = malloc(LIMIT); t[i] = 1; free(t); } }\n")
    got, r = fast_findings(d, "chain")
    check([(f, line) for f, line, _, _ in got] == [("chain/alloc.c", 14)],
          "a macro defined differently in an #if chain has no value; an #ifndef default yields", r)

    # A method called through a data member of the walked method's class (pimpl forwarding,
    # id3lib's `Frame::Render` -> `_impl->Render(w)`, held-out set 25): the member's declared
    # class names the callee, a raw pointer or a unique_ptr, bare or through `this->`.
    write(d, "pimpl/frame.h", "#include <memory>\nstruct FrameImpl { int render(); int flush(); };\n"
                              "struct Frame { FrameImpl *_impl; std::unique_ptr<FrameImpl> _owned;\n"
                              "  int render(); int flush(); };\n")
    write(d, "pimpl/frame.cc", "#include <vector>\n#include \"frame.h\"\n"
                               "int FrameImpl::render() { std::vector<char> b(1 << 22); return b[0]; }\n"
                               "int FrameImpl::flush() { std::vector<char> b(1 << 22); return b[1]; }\n"
                               "int Frame::render() { return _impl->render(); }\n"
                               "int Frame::flush() { return this->_owned->flush(); }\n"
                               "int all(Frame *f, int n) { int s = 0;\n"
                               "  for (int i = 0; i < n; ++i) { Frame *p = f + i; s += p->render() + p->flush(); }\n"
                               "  return s; }\n")
    got, r = fast_findings(d, "pimpl")
    check([(f, line) for f, line, _, _ in got] == [("pimpl/frame.cc", 3), ("pimpl/frame.cc", 4)],
          "a method called through a data member of the class reaches the member's class", r)

    # An application beside its library (`-I../lib`): a quoted include found in exactly one
    # sibling directory gives its constants; found in two, neither (which one the build
    # searches is its choice).
    write(d, "sib/lib/limits.h", "#define TABLE_BYTES (1 << 20)\n")
    write(d, "sib/app/table.c", "#include <stdlib.h>\n#include \"limits.h\"\n"
                                "void fill(int n) { for (int i = 0; i < n; ++i) {\n"
                                "  char *t = malloc(TABLE_BYTES); t[i] = 1; free(t); } }\n")
    write(d, "twin/lib1/limits.h", "#define TABLE_BYTES (1 << 20)\n")
    write(d, "twin/lib2/limits.h", "#define TABLE_BYTES 64\n")
    write(d, "twin/app/table.c", "#include <stdlib.h>\n#include \"limits.h\"\n"
                                 "void fill(int n) { for (int i = 0; i < n; ++i) {\n"
                                 "  char *t = malloc(TABLE_BYTES); t[i] = 1; free(t); } }\n")
    # A directory of many projects (a checkout area) is no project root: a file at the top of
    # one project does not take another project's header.
    for k in range(70):
        os.makedirs(os.path.join(d, f"many/p{k}"), exist_ok=True)
    write(d, "many/p7/limits.h", "#define TABLE_BYTES (1 << 20)\n")
    write(d, "many/app/table.c", "#include <stdlib.h>\n#include \"limits.h\"\n"
                                 "void fill(int n) { for (int i = 0; i < n; ++i) {\n"
                                 "  char *t = malloc(TABLE_BYTES); t[i] = 1; free(t); } }\n")
    for sub, want in (("sib/app", [("sib/app/table.c", 4, "faultline-loop-alloc", "warning")]),
                      ("twin/app", []), ("many/app", [])):
        got, r = fast_findings(d, sub)
        check(got == want, f"{sub}: a header in exactly one sibling directory is read", r)

    # A path macro defined only on the build's command line (`-DPATH_FTPUSERS=...`, inetutils'
    # ftpd): an all-capitals name fast mode cannot resolve is a constant, so the file reread per
    # call is the same file every time (a warning, as AST mode reports it); a lower-case name it
    # cannot resolve (a global of another file) is not taken as one.
    write(d, "dmacro/users.c", "#include <stdio.h>\n"
                               "static int listed(const char *file) { FILE *f = fopen(file, \"r\");\n"
                               "  if (!f) return 0; int c = fgetc(f); fclose(f); return c; }\n"
                               "static int allowed(void) { return listed(PATH_FTPUSERS); }\n"
                               "int serve(int n) { int s = 0; for (int i = 0; i < n; i++) s += allowed(); return s; }\n")
    write(d, "dmacro2/users.c", "#include <stdio.h>\nextern const char *users_file;\n"
                                "static int listed(const char *file) { FILE *f = fopen(file, \"r\");\n"
                                "  if (!f) return 0; int c = fgetc(f); fclose(f); return c; }\n"
                                "static int allowed(void) { return listed(current_users_file); }\n"
                                "int serve(int n) { int s = 0; for (int i = 0; i < n; i++) s += allowed(); return s; }\n")
    for sub, want in (("dmacro", [("dmacro/users.c", 2, "faultline-stdio-in-loop", "warning")]),
                      ("dmacro2", [])):
        got, r = fast_findings(d, sub)
        check(got == want, f"{sub}: an unresolved all-capitals path name is a constant, a lower-case one is not", r)

    # A project header in an include directory of the build, found nowhere fast mode looks (not
    # beside, above or in a sibling directory): the one analysed file of that name (bedtools'
    # "bedFile.h" from src/pairToBed/). Its struct's field is a typedef of another header it
    # includes (CHRPOS in BedtoolsTypes.h), which its layout needs.
    types_h = "#include <stdint.h>\ntypedef int64_t CHRPOS;\n"
    bed_h = "#include \"Types.h\"\nstruct BED { CHRPOS start; CHRPOS end; double w[10]; };\n"
    main_cpp = ("#include <vector>\n#include \"bedFile.h\"\n"
                "static int work(int n) { std::vector<BED> hits; hits.reserve(100000); return n + (int)hits.size(); }\n"
                "int run_all(int n) { int s = 0; for (int i = 0; i < n; i++) s += work(i); return s; }\n")
    for types, bed, main in (("inc/lib/utils/general/Types.h", "inc/lib/utils/bed/bedFile.h", "inc/app/main.cpp"),
                             ("near/general/Types.h", "near/app/bedFile.h", "near/app/main.cpp")):
        write(d, types, types_h)
        write(d, bed, bed_h)
        write(d, main, main_cpp)
    for sub, want in (("inc", [("inc/app/main.cpp", 3, "faultline-vector-temporary", "warning")]),
                      ("inc/app", []),
                      ("near/app", [("near/app/main.cpp", 3, "faultline-vector-temporary", "warning")])):
        got, r = fast_findings(d, sub)
        check(got == want, f"{sub}: a header found as the one analysed file of its name; a typedef of the header it includes", r)

    # A loop written through a loop-header macro of a project header the file includes with angle
    # brackets (kmod's lsmod: `#include <libkmod/libkmod.h>`, `kmod_list_foreach(itr, list) {`):
    # the one analysed file of that path gives the macro, and the statement after it is the loop's
    # body. Without the header among the analysed files there is no loop (a call statement).
    write(d, "lmacro/lib/mylist/mylist.h",
          "struct node { struct node *next; };\n"
          "#define node_foreach(e, first) for (e = (first); e != 0; e = e->next)\n")
    write(d, "lmacro/tools/ls.c",
          "#include <stdio.h>\n#include <mylist/mylist.h>\n"
          "static long size_of(struct node *n) { FILE *f = fopen(\"/proc/modules\", \"r\"); long s = 0;\n"
          "  if (f) { s = fgetc(f); fclose(f); } return s + (n != 0); }\n"
          "long total(struct node *list) { struct node *e; long t = 0;\n"
          "  node_foreach(e, list) { t += size_of(e); } return t; }\n")
    for sub, want in (("lmacro", [("lmacro/tools/ls.c", 3, "faultline-stdio-in-loop", "warning")]),
                      ("lmacro/tools", [])):
        got, r = fast_findings(d, sub)
        check(got == want, f"{sub}: a loop-header macro from an angle-bracket project header", r)

    # Switches defined nowhere (ProjectMacros.h): `#ifdef NAME` of a name no file, build file or
    # included system header of the project defines is off; a -D in a build file, a system
    # header's definition or a project outside --root keep the code.
    ROWS = ("#include <stdio.h>\n#include <fcntl.h>\n"
            "void rows(int n) { for (int i = 0; i < n; i++) {\n"
            "#ifdef {name}\n"
            "  FILE *f = fopen(\"rows.txt\", \"a\"); if (f) {{ fputc(i, f); fclose(f); }}\n"
            "#endif\n"
            "} }\n")
    write(d, "sw_none/rows.c", ROWS.replace("{name}", "WRITE_EACH_ROW").replace("{{", "{").replace("}}", "}"))
    write(d, "sw_make/rows.c", ROWS.replace("{name}", "WRITE_EACH_ROW").replace("{{", "{").replace("}}", "}"))
    write(d, "sw_make/build/Makefile", "CFLAGS += -DWRITE_EACH_ROW\n")
    write(d, "sw_sys/rows.c", ROWS.replace("{name}", "O_CLOEXEC").replace("{{", "{").replace("}}", "}"))
    # A name a build file mentions only in a comment line (hp2xx's Makefile lists `# VAX/VMS` among
    # its platforms; a `# CFLAGS += -DNAME` left commented out) defines nothing; a preprocessor
    # line of a template (config.h.in's `#undef NAME`) still counts.
    write(d, "sw_comment/rows.c", ROWS.replace("{name}", "WRITE_EACH_ROW").replace("{{", "{").replace("}}", "}"))
    write(d, "sw_comment/Makefile", "# Platforms: WRITE_EACH_ROW/VMS\n#CFLAGS += -DWRITE_EACH_ROW\nCFLAGS = -O2\n")
    write(d, "sw_template/rows.c", ROWS.replace("{name}", "WRITE_EACH_ROW").replace("{{", "{").replace("}}", "}"))
    write(d, "sw_template/config.h.in", "/* Define to write each row. */\n#undef WRITE_EACH_ROW\n")
    for sub, want in (("sw_none", []), ("sw_make", [("rows.c", 5)]), ("sw_sys", [("rows.c", 5)]),
                      ("sw_comment", []), ("sw_template", [("rows.c", 5)])):
        r = run(["--mode", "fast", "--root", sub, "--stats", "--format", "json", sub], d)
        got = sorted((f["location"]["file"], f["location"]["line"]) for f in json.loads(r.stdout)["findings"]) if r.stdout else []
        check(got == want, f"{sub}: a switch is off only when nothing of the project defines it", r)
        check("project switches:" in r.stderr and "build files" in r.stderr, f"{sub}: --stats gives the index's size", r)
    # The bare `#if NAME` reads the same (less's `#if OS2`), and a path component of a build file
    # (autoconf's install check `?:[\\/]OS2[\\/]INSTALL[\\/]*` in every configure) defines nothing.
    BARE = ROWS.replace("#ifdef {name}", "#if OS2").replace("{{", "{").replace("}}", "}")
    AUTOCONF = "case $as_dir/ in\n  ?:[\\\\/]os2[\\\\/]install[\\\\/]* | ?:[\\\\/]OS2[\\\\/]INSTALL[\\\\/]* ) ;;\nesac\n"
    write(d, "sw_bare/rows.c", BARE)
    write(d, "sw_bare/configure", AUTOCONF)
    write(d, "sw_bare_make/rows.c", BARE)
    write(d, "sw_bare_make/configure", AUTOCONF + "CPPFLAGS=-DOS2\n")
    for sub, want in (("sw_bare", []), ("sw_bare_make", [("rows.c", 5)])):
        r = run(["--mode", "fast", "--root", sub, "--format", "json", sub], d)
        got = sorted((f["location"]["file"], f["location"]["line"]) for f in json.loads(r.stdout)["findings"]) if r.stdout else []
        check(got == want, f"{sub}: `#if NAME` of a name only a path in configure names is off", r)
    # An included header over 8 MiB is generated data (cubature's 41.6 MB clencurt.h cost 37 s
    # per including file): its declarations are not read, so a size from its constant is
    # unknown; the same constant in a small header sizes the block.
    SIZED = ('#include <stdlib.h>\n#include "table.h"\n'
             "void fill(int n) { for (int i = 0; i < n; i++) {\n"
             "  double *w = malloc(table_rows * sizeof(double)); free(w); } }\n")
    write(d, "hdr_small/table.h", "static const int table_rows = 1 << 20;\n")
    write(d, "hdr_small/fill.c", SIZED)
    big = ["static const int table_rows = 1 << 20;\nstatic const double table_w[] = {\n"]
    big += ["0.123456789012345678,\n"] * (9 * 1024 * 1024 // 22)
    write(d, "hdr_big/table.h", "".join(big) + "0};\n")
    write(d, "hdr_big/fill.c", SIZED)
    got, r = fast_findings(d, "hdr_small/fill.c")
    check([g[1:] for g in got] == [(4, "faultline-loop-alloc", "warning")], "a small header's constant sizes the block", r)
    got, r = fast_findings(d, "hdr_big/fill.c")
    check(r.returncode == 0 and got == [], "a header over 8 MiB is not read: the size is unknown (a note, off by default)", r)
    # A name the build files give only as a `-DNAME` flag (cunit's configure.in adds -DMEMTRACE
    # to CFLAGS under --enable-memtrace): with a compile database, a file whose command line
    # lacks it is built without it; one whose command line has it keeps the code; without a
    # database the build's choice is unknown and the code stays.
    CONF = 'AC_ARG_ENABLE(rowtrace)\nif test "$enable_rowtrace" = yes; then\n  CFLAGS="$CFLAGS -DROWTRACE"\nfi\n'
    for sub, flag in (("sw_flag_off", ""), ("sw_flag_on", " -DROWTRACE")):
        write(d, sub + "/configure.ac", CONF)
        write(d, sub + "/rows.c", ROWS.replace("{name}", "ROWTRACE").replace("{{", "{").replace("}}", "}"))
        write(d, sub + "/compile_commands.json", json.dumps([{
            "directory": os.path.join(d, sub), "file": "rows.c", "command": "cc" + flag + " -c rows.c"}]))
    for args, want in ((["-p", "sw_flag_off", "--root", "sw_flag_off"], []),
                       (["-p", "sw_flag_on", "--root", "sw_flag_on"], [("rows.c", 5)]),
                       (["--root", "sw_flag_off", "sw_flag_off/rows.c"], [("rows.c", 5)])):
        r = run(["--mode", "fast", "--format", "json"] + args, d)
        got = sorted((os.path.basename(f["location"]["file"]), f["location"]["line"])
                     for f in json.loads(r.stdout)["findings"]) if r.stdout else []
        check(got == want, f"{args}: a switch only a build file's -D gives follows the database's command line", r)
    # A release wrapper's macro defined by two headers (bogofilter's xmalloc.h: `#ifndef
    # ENABLE_MEMDEBUG #define bf_free free #else #include "memdebug.h" #endif`, memdebug.h
    # defining it as md_free): with the database and config.h's `/* #undef ENABLE_MEMDEBUG */`,
    # the #else branch and the header only it includes are out of the build, so bf_free is free
    # and the per-row pair through the wrappers is found; with ENABLE_MEMDEBUG defined, the
    # debug allocator's md_malloc/md_free are no allocator fast mode knows: silent.
    XM = ('#ifndef ROWS_XM_H\n#define ROWS_XM_H\n#include <stdlib.h>\n'
          '#ifndef ENABLE_ROWDEBUG\n#define rw_malloc malloc\n#define rw_free free\n'
          '#else\n#include "rowdebug.h"\n#endif\n'
          'void *xalloc(size_t n);\nvoid xfree(void *p);\n#endif\n')
    DBG = ('#ifndef ROWDEBUG_H\n#define ROWDEBUG_H\nvoid *md_malloc(size_t n);\nvoid md_free(void *p);\n'
           '#define rw_malloc md_malloc\n#define rw_free md_free\n#endif\n')
    WRAP = ('#include "config.h"\n#include "xm.h"\n'
            'void *xalloc(size_t n) { void *p = rw_malloc(n); if (!p) abort(); return p; }\n'
            'void xfree(void *p) { if (p) rw_free(p); }\n')
    LOOP = ('#include "config.h"\n#include "xm.h"\nvoid use(char *b);\n'
            'void rows(int n) { for (int i = 0; i < n; i++) {\n'
            '  char *b = xalloc(1 << 20); use(b); xfree(b); } }\n')
    for sub, config in (("hdr_branch_off", "/* #undef ENABLE_ROWDEBUG */\n"),
                        ("hdr_branch_on", "#define ENABLE_ROWDEBUG 1\n")):
        write(d, sub + "/config.h", config)
        write(d, sub + "/xm.h", XM)
        write(d, sub + "/rowdebug.h", DBG)
        write(d, sub + "/xm.c", WRAP)
        write(d, sub + "/rows.c", LOOP)
        write(d, sub + "/compile_commands.json", json.dumps([
            {"directory": os.path.join(d, sub), "file": f, "command": "cc -I. -c " + f}
            for f in ("xm.c", "rows.c")]))
    for sub, want in (("hdr_branch_off", [("rows.c", 5)]), ("hdr_branch_on", [])):
        r = run(["--mode", "fast", "--format", "json", "-p", sub, "--root", sub], d)
        got = sorted((os.path.basename(f["location"]["file"]), f["location"]["line"])
                     for f in json.loads(r.stdout)["findings"]) if r.stdout else []
        check(got == want, f"{sub}: a header macro's definition in the branch the build takes wins", r)
    # `#if ! NAME` (uucp's tstuu.c: `#if ! HAVE_STREAMS_PTYS`, a space after the `!`) of a name
    # defined nowhere is true: its `#else` branch is not compiled.
    NEGATED = ("#include <stdio.h>\n"
               "void rows(int n) { for (int i = 0; i < n; i++) {\n"
               "#if ! HAVE_STREAMS_ROWS\n"
               "  putchar(i);\n"
               "#else\n"
               "  FILE *f = fopen(\"rows.txt\", \"a\"); if (f) { fputc(i, f); fclose(f); }\n"
               "#endif\n"
               "} }\n")
    write(d, "sw_not/rows.c", NEGATED)
    write(d, "sw_not_make/rows.c", NEGATED)
    write(d, "sw_not_make/Makefile", "CFLAGS += -DHAVE_STREAMS_ROWS=1\n")
    for sub, want in (("sw_not", []), ("sw_not_make", [("rows.c", 6)])):
        r = run(["--mode", "fast", "--root", sub, "--format", "json", sub], d)
        got = sorted((f["location"]["file"], f["location"]["line"]) for f in json.loads(r.stdout)["findings"]) if r.stdout else []
        check(got == want, f"{sub}: `#if ! NAME` of a name defined nowhere keeps only its first branch", r)
    r = run(["--mode", "fast", "--root", "sw_make", "--stats", "--format", "json", "sw_none/rows.c"], d)
    got = [f["location"]["line"] for f in json.loads(r.stdout)["findings"]] if r.stdout else []
    check(got == [5] and "is outside" in r.stderr, "a file outside --root: the index is not read, the code stays", r)

    r = run(["--mode", "fast", "nope/"], d)
    check(r.returncode == 2 and "nope/" in r.stderr, "a missing path is a usage error", r)
    r = run(["--mode", "bogus"], d)
    check(r.returncode == 2 and "--mode" in r.stderr, "an unknown mode is a usage error", r)

for f in failures:
    print("FAIL " + f)
print(f"{'FAILED' if failures else 'ok'}: fast-mode CLI")
sys.exit(1 if failures else 0)
