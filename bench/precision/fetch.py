#!/usr/bin/env python3
"""Fetch the precision corpus and make each project's compile database.

    python3 bench/precision/fetch.py [--only NAME,...] [--force]

For every project of projects.py: `apt-get source PKG=VERSION` (Debian bookworm, pinned; the
Debian patches are applied by dpkg-source) into bench/precision/corpus/, then the project's own
build system writes SRCDIR/fl-build/compile_commands.json: CMake configure only (Ninja), or
`bear -- make` for nginx and sqlite (their configure scripts write the generated headers; bear
records the real compile). Generated headers (curl_config.h, ngx_auto_config.h, pnglibconf.h,
sqlite3.c) exist afterwards so Clang parses cleanly.

Idempotent: a project whose database exists is skipped (--force redoes the build step). A project
whose source or build fails is reported and the others go on; the exit status is then 1.
Needs root for apt: adds a deb-src entry for the mirror apt already uses
(/etc/apt/sources.list.d/faultline-precision-src.sources) and installs the build tools and headers
below when missing.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import time
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from projects import PROJECTS  # noqa: E402

CORPUS = os.path.join(HERE, "corpus")
SRC_LIST = "/etc/apt/sources.list.d/faultline-precision-src.sources"
# Build tools and the headers the configure steps look for (instead of a full build-dep).
PACKAGES = ["dpkg-dev", "bear", "cmake", "ninja-build", "make", "gcc", "g++", "pkg-config",
            "tcl", "perl", "python3", "unicode-data", "zlib1g-dev", "libssl-dev", "libpcre2-dev",
            # autoreconf and what it calls (entries that regenerate configure): on a fresh machine
            # libtoolize and autopoint were missing (graphicsmagick, avahi; session 24).
            "autoconf", "automake", "libtool", "autopoint"]


def sh(cmd, cwd=None):
    print(f"+ {cmd}" + (f"   (in {os.path.relpath(cwd, HERE)})" if cwd else ""), flush=True)
    # Its own process group, stopped and waited for when we are (^C, a time limit's SIGTERM):
    # `bear` writes its database as it exits, so the caller may move a partial one aside only
    # once every process of the build is gone.
    proc = subprocess.Popen(cmd, shell=True, cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate()
    except BaseException:
        stop_group(proc)
        raise
    if proc.returncode:
        sys.stderr.write(out[-4000:] + err[-4000:])
        raise subprocess.CalledProcessError(proc.returncode, cmd)


def stop_group(proc):
    for sig, wait in ((signal.SIGTERM, 30), (signal.SIGKILL, 30)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            continue
        # The shell is gone; its children (make, bear) may still be exiting.
        deadline = time.monotonic() + wait
        try:
            while time.monotonic() < deadline:
                os.killpg(proc.pid, 0)
                time.sleep(0.2)
        except ProcessLookupError:
            return


# Two fetches at once (a held-out set's pipeline beside a whole-corpus fetch) would otherwise
# fail each other's installs on dpkg's lock: apt waits for it instead, up to 15 minutes.
APT_WAIT = "-o DPkg::Lock::Timeout=900"


def ensure_deb_src():
    """Add deb-src for the suites and mirrors of debian.sources, once."""
    have = subprocess.run("grep -rhs '^Types:.*deb-src\\|^deb-src' /etc/apt/sources.list "
                          "/etc/apt/sources.list.d/", shell=True, capture_output=True, text=True)
    if have.stdout.strip():
        return
    src = "/etc/apt/sources.list.d/debian.sources"
    stanzas = open(src).read().split("\n\n")
    out = []
    for st in stanzas:
        lines = [l for l in st.strip().splitlines() if l and not l.startswith("#")]
        if not lines:
            continue
        lines = ["Types: deb-src" if l.startswith("Types:") else l for l in lines]
        out.append("\n".join(lines))
    with open(SRC_LIST, "w") as f:
        f.write("\n\n".join(out) + "\n")
    sh(f"apt-get {APT_WAIT} update -qq")


def missing_packages(names):
    return sorted({p for p in names
                   if subprocess.run(["dpkg-query", "-W", "-f=${Status}", p], capture_output=True,
                                     text=True).stdout != "install ok installed"})


def install(names):
    sh(f"DEBIAN_FRONTEND=noninteractive apt-get {APT_WAIT} install -y -qq " + " ".join(names))


def ensure_packages(projects):
    if base := missing_packages(PACKAGES):
        install(base)
    wanted = [p.get("apt", []) for p in projects]
    missing = missing_packages(pkg for group in wanted for pkg in group)
    if not missing:
        return
    try:
        install(missing)
    except subprocess.CalledProcessError:
        # Two projects may want packages that conflict (libhts-dev pulls libcurl4-gnutls-dev,
        # another entry wants libcurl4-openssl-dev): then each project's own list, in corpus
        # order; a project whose list cannot be installed fails in its build step, reported.
        for group in wanted:
            if group_missing := missing_packages(group):
                try:
                    install(group_missing)
                except subprocess.CalledProcessError:
                    sys.stderr.write(f"fetch.py: could not install {' '.join(group_missing)}\n")


def fetch(p, force):
    src = os.path.join(CORPUS, p["srcdir"])
    db = os.path.join(src, "fl-build", "compile_commands.json")
    if not os.path.isdir(src):
        try:
            sh(f"apt-get source -qq {p['pkg']}={p['ver']}", cwd=CORPUS)
        except subprocess.CalledProcessError:
            sys.exit(f"fetch.py: {p['pkg']}={p['ver']} is no longer on the mirror; fetch its .dsc "
                     f"from snapshot.debian.org (dget) into {CORPUS}")
    if os.path.exists(db) and not force:
        print(f"{p['name']}: {os.path.relpath(db, HERE)} exists")
        return
    if force and os.path.isdir(os.path.join(src, "fl-build")) and p["name"] != "nginx":
        shutil.rmtree(os.path.join(src, "fl-build"))
    try:
        for cmd in p["build"]:
            sh(cmd, cwd=src)
    except (subprocess.CalledProcessError, KeyboardInterrupt, SystemExit) as e:
        # `bear -- make` writes what it saw before make failed or was stopped (a failed step, ^C,
        # a time limit's SIGTERM): a partial database must not pass for a finished one on the
        # next run (which skips projects whose database exists).
        if os.path.exists(db):
            os.replace(db, db + ".failed")
        why = (f"build step failed (exit {e.returncode}): {e.cmd}"
               if isinstance(e, subprocess.CalledProcessError) else "build interrupted")
        sys.exit(f"fetch.py: {p['name']}: {why}; "
                 f"any partial database is kept as {os.path.relpath(db, HERE)}.failed")
    if not os.path.exists(db):
        sys.exit(f"fetch.py: {p['name']}: no {db}")
    # A build that compiles copies of the sources and deletes them afterwards (tinyssh's
    # make-tinyssh.sh) leaves bear nothing to record: an empty database is a failed build, not a
    # project with nothing to analyse (held-out set 26).
    # A configure step alone (meson setup without its build) can write a database naming sources
    # the build generates (cpp-httplib's split httplib.cc, held-out set 27): none of them on disk
    # is a failed build too. Some missing (a generated file make deleted) is said, not fatal.
    try:
        with open(db, encoding="utf-8") as f:
            commands = json.load(f)
    except (OSError, ValueError):
        commands = []
    present = [c for c in commands if isinstance(c, dict) and os.path.isfile(
        os.path.join(c.get("directory", src), c.get("file", "")))]
    if not present:
        os.replace(db, db + ".failed")
        why = "no compile commands" if not commands else "compile commands only for files that do not exist"
        sys.exit(f"fetch.py: {p['name']}: the build wrote {why} (kept as "
                 f"{os.path.relpath(db, HERE)}.failed)")
    missing = len(commands) - len(present)
    note = f", {missing} naming a file that does not exist" if missing else ""
    print(f"{p['name']}: {os.path.relpath(db, HERE)} ({len(commands)} entries{note})")


def stop_on_sigterm(signum, frame):
    raise SystemExit(128 + signum)


def main():
    # A time limit's SIGTERM must run the cleanup above as ^C does.
    signal.signal(signal.SIGTERM, stop_on_sigterm)
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="comma-separated project names")
    ap.add_argument("--force", action="store_true", help="redo the compile database")
    a = ap.parse_args()
    os.makedirs(CORPUS, exist_ok=True)
    ensure_deb_src()
    only = set(a.only.split(",")) if a.only else None
    unknown = sorted(only - {p["name"] for p in PROJECTS}) if only else []
    if unknown:  # a misspelt or undrawn name must not pass for a project that is already built
        sys.exit(f"fetch.py: not in projects.py: {', '.join(unknown)}")
    ensure_packages([p for p in PROJECTS if not only or p["name"] in only])
    # One project that fails (a build that needs a package the list lacks, a version gone from
    # the mirror) must not stop the others: each failure is reported as it happens and again at
    # the end, and makes the exit status 1.
    failed = []
    for p in PROJECTS:
        if only and p["name"] not in only:
            continue
        try:
            fetch(p, a.force)
        except SystemExit as e:
            sys.stderr.write(f"{e.code}\n")
            failed.append(p["name"])
    if failed:
        sys.exit(f"fetch.py: {len(failed)} project(s) failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
