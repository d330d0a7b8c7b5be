"""Shared by the Bazel tests and bench/bazel_scale.py: a copy of a workspace wired to this
faultline checkout and build, and Bazel 4.2.3 (Debian's bazel-bootstrap) run offline with the
stand-in repositories of integrations/bazel/offline (docs/bazel.md)."""
import json
import os
import shutil
import socket
import subprocess
import time

PLATFORMS = "/usr/share/bazel/platforms"  # Debian's bazel-platforms
BINARY_FLAG = "--@faultline//integrations/bazel:binary=@faultline_bin//:bin/faultline"
ASPECT_FLAGS = [
    "--aspects=@faultline//integrations/bazel:aspect.bzl%faultline_aspect",
    "--output_groups=report,faultline_summaries",
]


def offline_flags(repo):
    offline = os.path.join(repo, "integrations", "bazel", "offline")
    return ["--override_repository=rules_cc=" + os.path.join(offline, "rules_cc"),
            "--override_repository=rules_java=" + os.path.join(offline, "rules_java"),
            "--override_repository=remote_coverage_tools=" +
            os.path.join(offline, "remote_coverage_tools"),
            "--override_repository=platforms=" + PLATFORMS]


def make_workspace(src, dest, repo, faultline):
    """Copies workspace `src` to `dest` and fills WORKSPACE.in: @faultline is `repo`,
    @faultline_bin the build directory holding bin/faultline and lib/libfaultline-rt.so."""
    bin_dir = os.path.dirname(os.path.abspath(faultline))
    if os.path.basename(faultline) != "faultline" or os.path.basename(bin_dir) != "bin":
        raise SystemExit("FAIL: want BUILD/bin/faultline, got " + faultline)
    shutil.copytree(src, dest)
    with open(os.path.join(dest, "WORKSPACE.in")) as f:
        text = f.read()
    text = text.replace("@REPO@", repo).replace("@BUILDDIR@", os.path.dirname(bin_dir))
    with open(os.path.join(dest, "WORKSPACE"), "w") as f:
        f.write(text)


def bazel(workspace, repo, user_root, command, targets, *args, timeout=900):
    """`bazel --batch COMMAND TARGETS ARGS` in its own output root (nothing local reused across
    roots), niced, two jobs, no progress chatter. Returns the CompletedProcess."""
    cmd = (["nice", "bazel", "--batch", "--output_user_root=" + user_root, command] +
           offline_flags(repo) + [BINARY_FLAG, "--noshow_progress", "--jobs=2",
                                  # Debian's /etc/bazel/bazelrc sets --sandbox_debug: every
                                  # sandbox kept, debug lines on stderr (docs/bazel.md).
                                  "--nosandbox_debug"] + list(args) +
           ["--"] + list(targets))
    return subprocess.run(cmd, cwd=workspace, capture_output=True, text=True, timeout=timeout)


def execution_log(path):
    """The spawns of --execution_log_json_file: a sequence of JSON objects, not an array."""
    with open(path) as f:
        text = f.read()
    decoder, pos, spawns = json.JSONDecoder(), 0, []
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text):
            return spawns
        obj, pos = decoder.raw_decode(text, pos)
        spawns.append(obj)


def files_under(root, suffix):
    """{path relative to root: bytes} of the files under root whose names end in suffix."""
    out = {}
    for dirpath, _, names in os.walk(root):
        for n in names:
            if n.endswith(suffix):
                p = os.path.join(dirpath, n)
                with open(p, "rb") as f:
                    out[os.path.relpath(p, root)] = f.read()
    return out


# BuildGrid (REAPI) as a remote cache: CAS, ActionCache, ByteStream (Capabilities comes with
# them), in memory, no authentication, the default ("") instance name Bazel uses.
SERVER_CONFIG = """description: faultline test remote cache (in memory)
server:
  - !channel
    address: "127.0.0.1:{port}"
    insecure-mode: true
authorization:
  method: none
storages:
  - !lru-storage &cas
    size: {size}
caches:
  - !lru-action-cache &ac
    storage: *cas
    max-cached-refs: 1000000
    allow-updates: true
    cache-failed-actions: false
instances:
  - name: ""
    services:
      - !action-cache
        cache: *ac
      - !cas
        storage: *cas
      - !bytestream
        storage: *cas
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_buildgrid(bgd, workdir, log, cas_size="1GB"):
    """Starts BuildGrid's `bgd server start` (an in-memory CAS and action cache) on a free
    localhost port; returns (process, port) once it accepts connections. Stop it with
    os.killpg(process.pid, signal.SIGTERM)."""
    port = free_port()
    config = os.path.join(workdir, "buildgrid.yml")
    with open(config, "w") as f:
        f.write(SERVER_CONFIG.format(port=port, size=cas_size))
    proc = subprocess.Popen([bgd, "server", "start", config], stdout=log, stderr=subprocess.STDOUT,
                            cwd=workdir, start_new_session=True)
    deadline = time.time() + 90
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("bgd exited with %d" % proc.returncode)
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return proc, port
        except OSError:
            time.sleep(0.5)
    proc.kill()
    raise RuntimeError("bgd did not listen on %d within 90 s" % port)
