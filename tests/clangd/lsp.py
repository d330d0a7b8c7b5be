"""A minimal Language Server Protocol client over stdio, enough to drive clangd in tests.

JSON-RPC messages framed with `Content-Length` headers; a reader thread puts every message the
server sends on a queue, so a test can wait for one with a deadline instead of blocking forever.
"""
import json
import os
import queue
import subprocess
import threading
import time


class Server:
    def __init__(self, argv, cwd=None, stderr=subprocess.DEVNULL, env=None):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr, cwd=cwd, env=env)
        self.messages = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            body = out.read(length)
            self.messages.put(json.loads(body))

    def send(self, message):
        body = json.dumps(message).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        rid = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        return rid

    def wait_for(self, predicate, timeout):
        """The first message satisfying predicate, answering the server's own requests
        (workspace/configuration, window/workDoneProgress/create) with null meanwhile."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no matching message within %.0f s" % timeout)
            try:
                m = self.messages.get(timeout=left)
            except queue.Empty:
                continue
            if m is None:
                raise EOFError("the server closed its output (exit code %s)" % self.proc.poll())
            if "method" in m and "id" in m:
                self.send({"jsonrpc": "2.0", "id": m["id"], "result": None})
            if predicate(m):
                return m

    def response(self, rid, timeout):
        return self.wait_for(lambda m: m.get("id") == rid and "method" not in m, timeout)

    def initialize(self, root, timeout=30):
        # codeActionLiteralSupport: code actions come back as CodeAction literals with their
        # WorkspaceEdit (as VS Code, Neovim and Eglot declare), not as clangd.applyFix commands.
        rid = self.request("initialize", {
            "processId": os.getpid(), "rootUri": uri(root), "capabilities": {
                "textDocument": {
                    "publishDiagnostics": {"relatedInformation": True},
                    "codeAction": {"codeActionLiteralSupport": {
                        "codeActionKind": {"valueSet": ["quickfix", "refactor", "source"]}}}}}})
        result = self.response(rid, timeout)
        self.notify("initialized", {})
        return result

    def shutdown(self, timeout=30):
        rid = self.request("shutdown", None)
        self.response(rid, timeout)
        self.notify("exit", None)
        return self.proc.wait(timeout=timeout)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def uri(path):
    return "file://" + os.path.abspath(path)


def diagnostics_for(path):
    target = uri(path)
    return lambda m: (m.get("method") == "textDocument/publishDiagnostics"
                      and m["params"]["uri"] == target)
