#!/usr/bin/env python3
"""What a faultline-clangd diagnostics pass costs over stock clangd-19 on the same file.

    measure_latency.py FAULTLINE_CLANGD STOCK_CLANGD FILE [--edits N] [-- COMPILER ARGS...]

For each server (stock, faultline, stock, faultline, interleaved against drift): an LSP session
on a scratch copy of FILE (compiled with -I FILE's directory and ARGS), the same `.clangd`
enabling faultline-* (stock clangd ignores the unknown names), then N edits (a comment appended, new version each time): the latency of a pass
is the time from didChange to the publishDiagnostics of that version. The preamble (headers) is
built once at open and reused by every edit, as in an editor. Prints the median and the spread
of both and the difference; docs/editors.md records a run.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lsp  # noqa: E402


def session(clangd, path, cdb_dir, edits):
    text = open(path, encoding="utf-8", errors="replace").read()
    server = lsp.Server([clangd, "--log=error", "--background-index=false",
                         "--compile-commands-dir=" + cdb_dir, "-j=1"], cwd=os.path.dirname(path))
    try:
        server.initialize(os.path.dirname(path))
        t0 = time.monotonic()
        server.notify("textDocument/didOpen", {"textDocument": {
            "uri": lsp.uri(path), "languageId": "cpp" if path.endswith((".cpp", ".cc")) else "c",
            "version": 1, "text": text}})
        m = server.wait_for(lambda m: lsp.diagnostics_for(path)(m)
                            and m["params"].get("version") == 1, timeout=300)
        first = time.monotonic() - t0
        faultline = sum(1 for d in m["params"]["diagnostics"]
                        if str(d.get("code", "")).startswith("faultline-"))
        passes = []
        for v in range(2, edits + 2):
            t0 = time.monotonic()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": lsp.uri(path), "version": v},
                "contentChanges": [{"text": text + "\n// edit %d\n" % v}]})
            server.wait_for(lambda m: lsp.diagnostics_for(path)(m)
                            and m["params"].get("version") == v, timeout=300)
            passes.append(time.monotonic() - t0)
        server.shutdown()
        return first, passes, faultline
    finally:
        server.kill()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("faultline_clangd")
    ap.add_argument("stock_clangd")
    ap.add_argument("file")
    ap.add_argument("--edits", type=int, default=15)
    ap.add_argument("args", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    a.args = [x for x in a.args if x != "--"]
    original = os.path.abspath(a.file)
    # A copy in a scratch directory, so the `.clangd` enabling faultline-* goes there and not
    # into the project; -I the original directory keeps its "..." includes working.
    with tempfile.TemporaryDirectory(prefix="faultline-latency-") as work:
        path = os.path.join(work, "src", os.path.basename(original))
        cdb = os.path.join(work, "cdb")
        os.makedirs(os.path.dirname(path))
        os.makedirs(cdb)
        with open(original, "rb") as src, open(path, "wb") as dst:
            dst.write(src.read())
        with open(os.path.join(cdb, "compile_commands.json"), "w") as f:
            json.dump([{"directory": os.path.dirname(original), "file": path,
                        "arguments": ["cc", "-c", path, "-I" + os.path.dirname(original)]
                        + a.args}], f)
        with open(os.path.join(work, "src", ".clangd"), "w") as f:
            f.write("Diagnostics:\n  ClangTidy:\n    Add: [faultline-*]\n    FastCheckFilter: Loose\n")
        results = {}
        for name, binary in (("stock clangd-19", a.stock_clangd),
                             ("faultline-clangd", a.faultline_clangd),
                             ("stock clangd-19 (again)", a.stock_clangd),
                             ("faultline-clangd (again)", a.faultline_clangd)):
            first, passes, nf = session(binary, path, cdb, a.edits)
            key = name.replace(" (again)", "")
            results.setdefault(key, {"first": [], "passes": [], "faultline": nf})
            results[key]["first"].append(first)
            results[key]["passes"] += passes
    print("file: %s (%d bytes)" % (a.file, os.path.getsize(original)))
    for name, r in results.items():
        p = sorted(r["passes"])
        print("%-18s open+preamble %.3f s; pass median %.1f ms (min %.1f, max %.1f, n=%d); "
              "faultline diagnostics: %d" % (name, min(r["first"]), 1000 * statistics.median(p),
                                             1000 * p[0], 1000 * p[-1], len(p), r["faultline"]))
    s = statistics.median(results["stock clangd-19"]["passes"])
    f = statistics.median(results["faultline-clangd"]["passes"])
    print("added per pass: %.1f ms (%.0f%%)" % (1000 * (f - s), 100 * (f - s) / s))
    return 0


if __name__ == "__main__":
    sys.exit(main())
