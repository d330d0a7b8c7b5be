#!/usr/bin/env python3
"""faultline-clangd --check=FILE --check-warnings: clangd's own offline run shows the faultline
diagnostics (with `.clangd` adding the checks), and does not without that `.clangd`, since
clangd drops checks whose latency it does not know; the library models load as in
`faultline check` unless `.clangd` sets LibraryModels: false.

    check_mode.py FAULTLINE_CLANGD
"""
import json
import os
import subprocess
import sys
import tempfile

SOURCE = """#include <stdio.h>
#include <stdlib.h>

void process(const char *name, int n) {
  for (int i = 0; i < n; ++i) {
    char *buf = malloc(64 << 20);
    FILE *f = fopen(name, "r");
    if (f)
      fclose(f);
    free(buf);
  }
}
"""


def run(clangd, d, path):
    # HOME and XDG_CONFIG_HOME without a clangd/config.yaml: this machine's user config (say,
    # one with FastCheckFilter: Loose) must not decide the outcome.
    env = dict(os.environ, HOME=d, XDG_CONFIG_HOME=os.path.join(d, ".config"))
    r = subprocess.run([clangd, "--check=" + path, "--check-warnings"], cwd=d, env=env,
                       capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout + r.stderr


def main():
    clangd = sys.argv[1]
    failures = 0
    with tempfile.TemporaryDirectory(prefix="faultline-clangd-") as d:
        path = os.path.join(d, "hot.c")
        with open(path, "w") as f:
            f.write(SOURCE)
        with open(os.path.join(d, "compile_commands.json"), "w") as f:
            json.dump([{"directory": d, "file": path, "command": "cc -c hot.c"}], f)

        rc, out = run(clangd, d, path)
        if "[faultline-" in out:
            print("FAIL: without .clangd no tidy check should run\n" + out)
            failures += 1
        else:
            print("ok: no .clangd, no faultline diagnostics")
        with open(os.path.join(d, ".clangd"), "w") as f:
            f.write("Diagnostics:\n  ClangTidy:\n    Add: [faultline-*]\n")
        rc, out = run(clangd, d, path)
        if "[faultline-" in out:
            print("FAIL: without FastCheckFilter: Loose clangd should drop checks of unknown "
                  "latency (if this changed, update docs/editors.md)\n" + out)
            failures += 1
        else:
            print("ok: Add without FastCheckFilter: Loose, no faultline diagnostics")
        # ... and faultline-clangd says why, once (integrations/clang-tidy/clangd/CheckFilterNotice.h).
        notice = "faultline-clangd: no .clangd above %s" % path
        if out.count(notice) != 1 or "FastCheckFilter: Loose" not in out:
            print("FAIL: expected one notice about FastCheckFilter\n" + out)
            failures += 1
        else:
            print("ok: the dropped checks are named once in the log")

        with open(os.path.join(d, ".clangd"), "w") as f:
            f.write("Diagnostics:\n  ClangTidy:\n    Add: [faultline-*]\n    FastCheckFilter: Loose\n")
        rc, out = run(clangd, d, path)
        wanted = ["[faultline-loop-alloc] Line 6: 64 MiB (67,108,864 bytes) block from 'malloc'",
                  "[faultline-stdio-in-loop] Line 7: stream opened by 'fopen' and closed on every iteration"]
        missing = [w for w in wanted if w not in out]
        if "faultline-clangd: no .clangd" in out:
            missing.append("no notice with FastCheckFilter: Loose")
        if rc != 0 or missing:
            print("FAIL (exit %d): missing %s\n%s" % (rc, missing, out))
            failures += 1
        else:
            print("ok: --check shows faultline-loop-alloc and faultline-stdio-in-loop")
        # Code actions (tweaks) are registered by static initialisers in a whole-archive
        # libclangDaemonTweaks.a; a plain link would silently lose them.
        r = subprocess.run([clangd, "--check=" + path, "--log=verbose"], cwd=d,
                           capture_output=True, text=True, timeout=120)
        if "tweak: ExtractVariable" not in r.stdout + r.stderr:
            print("FAIL: no code actions (tweaks) in --check\n" + r.stderr[-2000:])
            failures += 1
        else:
            print("ok: code actions (tweaks) are linked in")
        if "resource-dir" not in out or "/lib/clang/19" not in out:
            print("FAIL: the resource directory is not clang 19's\n" + out)
            failures += 1
        else:
            print("ok: resource dir set to clang 19's")
        failures += library_models(clangd)
        if len(sys.argv) > 2:
            failures += summaries(clangd, sys.argv[2])
    return 1 if failures else 0


ZSTD_SOURCE = """#include <stddef.h>
typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *c, void *dst, size_t cap, const void *src, size_t n, int l);

void pack_all(char *dst, size_t cap, const char *src, const size_t *lens, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    ZSTD_compressCCtx(cctx, dst, cap, src, lens[i], 3);
    ZSTD_freeCCtx(cctx);
  }
}
"""


def library_models(clangd):
    """The library models load by default, as in `faultline check`; LibraryModels: false in
    .clangd's CheckOptions turns them off."""
    failures = 0
    with tempfile.TemporaryDirectory(prefix="faultline-clangd-models-") as d:
        path = os.path.join(d, "z.c")
        with open(path, "w") as f:
            f.write(ZSTD_SOURCE)
        with open(os.path.join(d, "compile_commands.json"), "w") as f:
            json.dump([{"directory": d, "file": path, "command": "cc -c z.c"}], f)
        clangd_file = ("Diagnostics:\n  ClangTidy:\n    Add: [faultline-*]\n"
                       "    FastCheckFilter: Loose\n")
        with open(os.path.join(d, ".clangd"), "w") as f:
            f.write(clangd_file)
        want = ("[faultline-loop-alloc] Line 9: 1.2 MiB (1,303,456 bytes) block from "
                "'ZSTD_createCCtx' is allocated and freed on every iteration of this loop")
        rc, out = run(clangd, d, path)
        if rc != 0 or want not in out:
            print("FAIL (exit %d): the zstd model in faultline-clangd\n%s" % (rc, out))
            failures += 1
        else:
            print("ok: the library models load by default (ZSTD_createCCtx, 1.2 MiB)")
        with open(os.path.join(d, ".clangd"), "w") as f:
            f.write(clangd_file + "    CheckOptions:\n      LibraryModels: false\n")
        rc, out = run(clangd, d, path)
        if rc != 0 or "[faultline-" in out:
            print("FAIL (exit %d): LibraryModels: false in .clangd\n%s" % (rc, out))
            failures += 1
        else:
            print("ok: LibraryModels: false in .clangd turns the models off")
    return failures


def summaries(clangd, faultline):
    """SummariesPath in .clangd: the cross-file rule sees the loop in another TU."""
    with tempfile.TemporaryDirectory(prefix="faultline-clangd-sum-") as d:
        with open(os.path.join(d, "work.c"), "w") as f:
            f.write("#include <stdlib.h>\n#include <string.h>\nvoid gemm_step(int n) {\n"
                    "  double *w = malloc(4 << 20);\n  memset(w, 0, 4 << 20);\n  free(w);\n}\n")
        with open(os.path.join(d, "loop.c"), "w") as f:
            f.write("void gemm_step(int n);\nvoid solve(int s) {\n  for (int i = 0; i < s; ++i)\n"
                    "    gemm_step(i);\n}\n")
        with open(os.path.join(d, "compile_commands.json"), "w") as f:
            json.dump([{"directory": d, "file": os.path.join(d, n), "command": "cc -c " + n}
                       for n in ("work.c", "loop.c")], f)
        bundle = os.path.join(d, "summaries.json")
        subprocess.run([faultline, "check", "-p", d, "--format", "summary", "-o", bundle,
                        "--quiet", "--no-cache"], check=True)
        with open(os.path.join(d, ".clangd"), "w") as f:
            f.write("Diagnostics:\n  ClangTidy:\n    Add: [faultline-*]\n    FastCheckFilter: Loose\n"
                    "    CheckOptions:\n      SummariesPath: %s\n" % bundle)
        rc, out = run(clangd, d, os.path.join(d, "work.c"))
        want = ("[faultline-per-call-buffer] Line 4: 4 MiB (4,194,304 bytes) block from 'malloc' is "
                "allocated and freed on every call of 'gemm_step', which runs on every iteration "
                "of a loop in 'solve'")
        if want not in out:
            print("FAIL: SummariesPath in .clangd\n" + out)
            return 1
        print("ok: SummariesPath in .clangd: the loop in loop.c makes work.c's helper hot")
        return 0


if __name__ == "__main__":
    sys.exit(main())
