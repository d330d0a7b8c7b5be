#!/usr/bin/env python3
"""faultline-clangd in a real language-server session over stdio.

    lsp_session.py FAULTLINE_CLANGD

initialize, initialized, didOpen of a file with a loop allocation, wait for publishDiagnostics
carrying the faultline diagnostic (with its notes as relatedInformation), the diagnostic's
fix-it as a code action (textDocument/codeAction: a quickfix whose edit hoists the block out of
the loop, checked by applying it to the text), then an edit that fixes it (didChange: the diagnostic disappears), shutdown, exit. Everything under a deadline, so
a hung server fails the test instead of hanging ctest.
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lsp  # noqa: E402

SOURCE = """#include <stdlib.h>
#include <string.h>

void process(int n) {
  for (int i = 0; i < n; ++i) {
    char *buf = malloc(SIZE);
    memset(buf, 0, SIZE);
    free(buf);
  }
}
"""


HOISTED = """#include <stdlib.h>
#include <string.h>

void process(int n) {
  char *buf = malloc((1 << 20));
  for (int i = 0; i < n; ++i) {
    memset(buf, 0, (1 << 20));
  }
  free(buf);
}
"""


def apply_edits(text, edits):
    """LSP TextEdits (line, UTF-16 character; the text is ASCII) applied to text."""
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    offset = lambda p: starts[p["line"]] + p["character"]
    for e in sorted(edits, key=lambda e: offset(e["range"]["start"]), reverse=True):
        text = text[:offset(e["range"]["start"])] + e["newText"] + text[offset(e["range"]["end"]):]
    return text


def faultline(diags):
    return [d for d in diags if str(d.get("code", "")).startswith("faultline-")]


def main():
    clangd = sys.argv[1]
    version = subprocess.run([clangd, "--version"], capture_output=True, text=True, check=True).stdout
    assert version.startswith("faultline-clangd ") and "grpc" not in version, version
    with tempfile.TemporaryDirectory(prefix="faultline-lsp-") as d:
        path = os.path.join(d, "hot.c")
        with open(path, "w") as f:
            f.write(SOURCE.replace("SIZE", "(1 << 20)"))
        with open(os.path.join(d, "compile_commands.json"), "w") as f:
            json.dump([{"directory": d, "file": path, "command": "cc -c hot.c"}], f)
        with open(os.path.join(d, ".clangd"), "w") as f:
            f.write("Diagnostics:\n  ClangTidy:\n    Add: [faultline-*]\n    FastCheckFilter: Loose\n")

        home = os.path.join(d, "home")  # no user config.yaml of this machine
        os.makedirs(home)
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"))
        log = open(os.path.join(d, "stderr.log"), "w+")
        server = lsp.Server([clangd, "--log=error", "--background-index=false"], cwd=d,
                            stderr=log, env=env)
        try:
            caps = server.initialize(d)
            assert "capabilities" in caps["result"], caps
            # The server says what it is: faultline's build of clangd, without a remote index.
            info = caps["result"].get("serverInfo", {})
            assert "faultline-clangd" in info.get("version", "") and "grpc" not in info["version"], info
            text = open(path).read()
            server.notify("textDocument/didOpen", {"textDocument": {
                "uri": lsp.uri(path), "languageId": "c", "version": 1, "text": text}})
            msg = server.wait_for(lambda m: lsp.diagnostics_for(path)(m)
                                  and faultline(m["params"]["diagnostics"]), timeout=60)
            found = faultline(msg["params"]["diagnostics"])
            print(json.dumps(found, indent=1))
            (diag,) = found
            assert diag["code"] == "faultline-loop-alloc", diag
            assert diag["source"] == "clang-tidy", diag
            assert diag["severity"] == 2, diag  # warning
            assert diag["range"]["start"] == {"line": 5, "character": 16}, diag["range"]
            assert "1 MiB (1,048,576 bytes) block from 'malloc'" in diag["message"], diag
            related = diag.get("relatedInformation", [])
            assert any("released here by 'free'" in r["message"].lower() for r in related), related
            print("ok: publishDiagnostics carries faultline-loop-alloc with its notes")

            # The fix-it as a code action: a quickfix whose edit hoists the block.
            rid = server.request("textDocument/codeAction", {
                "textDocument": {"uri": lsp.uri(path)}, "range": diag["range"],
                "context": {"diagnostics": [diag]}})
            actions = server.response(rid, 30)["result"]
            fixes = [a for a in actions if a.get("kind") == "quickfix" and "edit" in a]
            assert len(fixes) == 1, json.dumps(actions, indent=1)
            hoisted = apply_edits(text, fixes[0]["edit"]["changes"][lsp.uri(path)])
            assert hoisted == HOISTED, "the code action gives:\n" + hoisted
            print("ok: code action %r hoists the block" % fixes[0]["title"])

            # Fix it in the editor: a 4 KiB block comes from the heap; the warning goes away.
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": lsp.uri(path), "version": 2},
                "contentChanges": [{"text": SOURCE.replace("SIZE", "4096")}]})
            server.wait_for(lambda m: lsp.diagnostics_for(path)(m)
                            and m["params"].get("version") == 2
                            and not faultline(m["params"]["diagnostics"]), timeout=60)
            print("ok: the diagnostic disappears after the fix")

            code = server.shutdown()
            assert code == 0, "exit code %s" % code
            print("ok: shutdown and exit (0)")
            log.seek(0)
            assert "faultline-clangd: no .clangd" not in log.read(), "notice despite Loose"
        finally:
            server.kill()
    notice_when_checks_are_dropped(clangd)
    return 0


def notice_when_checks_are_dropped(clangd):
    """Without FastCheckFilter: Loose clangd drops the faultline checks; faultline-clangd says
    so once in its log (stderr), naming the first file opened, and still serves the session."""
    with tempfile.TemporaryDirectory(prefix="faultline-lsp-strict-") as d:
        paths = [os.path.join(d, name) for name in ("first.c", "second.c")]
        for p in paths:
            with open(p, "w") as f:
                f.write(SOURCE.replace("SIZE", "(1 << 20)"))
        with open(os.path.join(d, "compile_commands.json"), "w") as f:
            json.dump([{"directory": d, "file": p, "command": "cc -c " + p} for p in paths], f)
        with open(os.path.join(d, ".clangd"), "w") as f:
            f.write("Diagnostics:\n  ClangTidy:\n    Add: [faultline-*]\n")
        home = os.path.join(d, "home")
        os.makedirs(home)
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"))
        log = open(os.path.join(d, "stderr.log"), "w+")
        server = lsp.Server([clangd, "--log=error", "--background-index=false"], cwd=d,
                            stderr=log, env=env)
        try:
            server.initialize(d)
            for p in paths:
                server.notify("textDocument/didOpen", {"textDocument": {
                    "uri": lsp.uri(p), "languageId": "c", "version": 1, "text": open(p).read()}})
                msg = server.wait_for(lsp.diagnostics_for(p), timeout=60)
                assert not faultline(msg["params"]["diagnostics"]), msg
            assert server.shutdown() == 0
        finally:
            server.kill()
        log.seek(0)
        lines = [l for l in log.read().splitlines() if l.startswith("faultline-clangd:")]
        assert lines == ["faultline-clangd: no .clangd above %s (nor the user's clangd/config.yaml)"
                         " sets `Diagnostics: ClangTidy: FastCheckFilter: Loose`: clangd drops "
                         "checks whose latency it does not know, so no faultline-* check runs "
                         "(docs/editors.md)" % paths[0]], lines
        print("ok: without FastCheckFilter: Loose, one notice in the log: " + lines[0][:60] + "...")


if __name__ == "__main__":
    sys.exit(main())
