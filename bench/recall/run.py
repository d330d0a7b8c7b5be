#!/usr/bin/env python3
"""Recall of faultline on real, upstream-fixed allocation-churn bugs.

For every entry of recall.yaml this script

  1. brings the release just before the fix and the one just after it from a package
     registry (Debian source packages, PyPI sdists, npm tarballs) into bench/recall/work/
     (gitignored: third-party code is never committed),
  2. writes a minimal compile_commands.json for the changed file (and for the files holding
     the loop that makes it hot, when the finding is a per-call one), with the entry's
     -I/-D flags,
  3. runs faultline on those files only, in AST mode and in fast mode,
  4. checks that the expected rule reports inside the changed function at the 'before'
     version (flagged) and not at the 'after' version (silent), twice: as faultline reports
     by default (unknown sizes off) and with `--unknown-sizes note` (one run with `note`; a
     finding of unknown size counts only for the second).

Entries whose code only the search tool's `fetch` can bring (no registry carries a release
before and after the fix) are listed with `source: local` and skipped with a message.

It is a benchmark: it always exits 0. Usage:

  python3 bench/recall/run.py [--faultline PATH] [--only ID[,ID...]] [--json OUT]

Needs: apt-get with deb-src entries for bullseye/bookworm/trixie/sid (added to
/etc/apt/sources.list.d/faultline-recall-src.sources when missing and run as root), pip, npm.
"""
import argparse
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WORK = os.path.join(HERE, "work")
DL = os.path.join(WORK, "dl")
SRC_LIST = "/etc/apt/sources.list.d/faultline-recall-src.sources"
SUITES = "bullseye bookworm trixie sid"


def log(msg):
    print(msg, flush=True)


def run(cmd, cwd=None, timeout=1800, env=None):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, timeout=timeout, env=env)
    return p.returncode, p.stdout, p.stderr


# ---------------------------------------------------------------------------- fetching

def ensure_deb_src():
    """Make apt know the source packages of every suite: our own sources file (other
    files under sources.list.d are not ours to rely on), then apt-get update once."""
    want = ("Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\n"
            "Components: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n"
            % SUITES)
    try:
        with open(SRC_LIST) as fh:
            if fh.read() == want:
                return True
    except OSError:
        pass
    if os.geteuid() != 0:
        log("  ! %s missing and not root: Debian entries may fail" % SRC_LIST)
        return False
    with open(SRC_LIST, "w") as fh:
        fh.write(want)
    run(["apt-get", "update", "-qq"], timeout=900)
    return True


def unpack_tar(path, dest):
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(path) as t:
        try:
            t.extractall(dest, filter="data")
        except TypeError:
            t.extractall(dest)
    subs = [d for d in os.listdir(dest) if os.path.isdir(os.path.join(dest, d))]
    return os.path.join(dest, subs[0]) if len(subs) == 1 else dest


def fetch(source, version):
    """Return the unpacked source tree of SOURCE at VERSION (cached under work/src)."""
    kind, _, pkg = source.partition(":")
    key = "%s-%s-%s" % (kind, pkg.replace("/", "_").replace("@", ""), version)
    dest = os.path.join(WORK, "src", key)
    marker = os.path.join(dest, ".faultline-root")
    if os.path.exists(marker):
        with open(marker) as fh:
            recorded = fh.read().strip()
        # The marker holds the root relative to DEST; older markers hold an absolute path,
        # which goes stale when work/ is reached through another checkout's symlink.
        root = os.path.join(dest, os.path.basename(recorded)) if os.path.isabs(recorded) \
            else os.path.join(dest, recorded)
        if os.path.isdir(root):
            return root
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    os.makedirs(DL, exist_ok=True)
    if kind == "debian":
        ensure_deb_src()
        rc, out, err = run(["apt-get", "source", "-qq", "%s=%s" % (pkg, version)], cwd=dest)
        subs = [d for d in os.listdir(dest) if os.path.isdir(os.path.join(dest, d))]
        if rc != 0 or len(subs) != 1:
            raise RuntimeError("apt-get source %s=%s failed: %s" % (pkg, version,
                                                                     (err or out).strip()[-300:]))
        root = os.path.join(dest, subs[0])
    elif kind == "pypi":
        def norm(n):
            return re.sub(r"[-_.]+", "_", n.lower())

        def find():
            suffix = "-%s.tar.gz" % version
            return [p for p in glob.glob(os.path.join(DL, "*" + suffix))
                    if norm(os.path.basename(p)[:-len(suffix)]) == norm(pkg)]
        found = find()
        if not found:
            rc, out, err = run([sys.executable, "-m", "pip", "download", "--no-binary", ":all:",
                                "--no-deps", "-q", "-d", DL, "%s==%s" % (pkg, version)])
            found = find()
            if not found:
                raise RuntimeError("pip download %s==%s failed: %s" % (pkg, version,
                                                                        err.strip()[-300:]))
        root = unpack_tar(found[0], dest)
    elif kind == "npm":
        rc, out, err = run(["npm", "pack", "--silent", "%s@%s" % (pkg, version)], cwd=DL)
        if rc != 0:
            raise RuntimeError("npm pack %s@%s failed: %s" % (pkg, version, err.strip()[-300:]))
        root = unpack_tar(os.path.join(DL, out.strip().splitlines()[-1]), dest)
    else:
        raise RuntimeError("unknown source kind %r" % kind)
    with open(marker, "w") as fh:
        fh.write(os.path.relpath(root, dest))
    return root


# ---------------------------------------------------------------------- compile database

def side_file(entry, side):
    return entry.get("file_" + side) or entry["file"]


def side_function(entry, side):
    """The changed function at this side (function_before/function_after when the fix
    renamed it; 'silent' is then checked on the renamed function)."""
    return entry.get("function_" + side) or entry["function"]


def write_stubs(entry, builddir):
    """Generated headers a release tarball lacks (config.h and the like): written under
    BUILDDIR/stubs, which goes first on the include path. Returns the -I flag or []."""
    stubs = entry.get("stubs") or {}
    if not stubs:
        return []
    base = os.path.join(builddir, "stubs")
    for rel, text in stubs.items():
        path = os.path.join(base, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as fh:
            fh.write(text if text.endswith("\n") else text + "\n")
    return ["-I" + base]


def make_db(entry, side, root, builddir):
    """A minimal compile_commands.json: the changed file and its hot callers, with the
    entry's flags (paths in flags are relative to the source root)."""
    hot = entry.get("hot_files_" + side, entry.get("hot_files"))
    files = [side_file(entry, side)] + list(hot or []) + list(entry.get("context_files") or [])
    os.makedirs(builddir, exist_ok=True)
    flags = write_stubs(entry, builddir)
    for f in shlex.split(entry.get("flags", "")):
        if "@PYTHON_INCLUDE@" in f:  # CPython's headers, for C extensions of PyPI sdists
            import sysconfig
            f = f.replace("@PYTHON_INCLUDE@", sysconfig.get_paths()["include"])
        m = re.match(r"^(-I|-isystem)(.*)$", f)
        if m and not os.path.isabs(m.group(2)):
            f = m.group(1) + os.path.join(root, m.group(2))
        flags.append(f)
    os.makedirs(builddir, exist_ok=True)
    db = []
    for rel in files:
        path = os.path.join(root, rel)
        if not os.path.exists(path):
            raise RuntimeError("%s not in the unpacked tree" % rel)
        cxx = rel.endswith((".cc", ".cpp", ".cxx", ".C")) or entry.get("lang") == "c++"
        comp = "clang++-19" if cxx else "clang-19"
        std = entry.get("std", "c++17" if cxx else "gnu11")
        args = [comp, "-std=" + std, "-w"] + flags + ["-c", path, "-o", "/dev/null"]
        db.append({"directory": root, "file": path, "arguments": args})
    with open(os.path.join(builddir, "compile_commands.json"), "w") as fh:
        json.dump(db, fh, indent=1)
    return [os.path.join(root, f) for f in files]


# ------------------------------------------------------------------------------ checking

def short(fn):
    return fn.split("::")[-1] if fn else ""


def run_faultline(faultline, mode, files, builddir, root):
    out = os.path.join(builddir, "findings-%s.json" % mode)
    cmd = [faultline, "check", "--format", "json", "-o", out, "--fail-on", "never",
           "--no-cache", "--quiet", "--root", root, "--mode", mode, "--unknown-sizes", "note"]
    if mode == "ast":
        cmd += ["-p", builddir]
    cmd += files
    t0 = time.time()
    rc, so, se = run(cmd, timeout=1800)
    dt = time.time() - t0
    if not os.path.exists(out):
        return None, "faultline exit %d: %s" % (rc, (se or so).strip()[-300:]), dt
    with open(out) as fh:
        data = json.load(fh)
    note = ""
    if data.get("failures"):
        note = "TU failed: " + data["failures"][0]["error"][:200]
    return data, note, dt


def matches(entry, side, data, root):
    """Findings of the expected rule in the changed function of the changed file."""
    want_file = os.path.normpath(side_file(entry, side))
    fn = side_function(entry, side)
    hits = []
    for f in data.get("findings", []):
        loc = f.get("location") or {}
        path = os.path.normpath(os.path.relpath(os.path.join(root, loc.get("file", "")), root))
        if path != want_file:
            continue
        if f.get("ruleId") != entry["rule"]:
            continue
        got = f.get("function", "")
        if got == fn or short(got) == short(fn):
            hits.append(f)
    return hits


def unknown_size(finding):
    """Reported only with --unknown-sizes note/warn (the default, off, drops it)."""
    return finding.get("sizeBytes") is None and finding.get("ruleId") != "faultline-stdio-in-loop"


def other_rules(entry, side, data, root):
    """Findings in the changed function under another rule (reported as a hint)."""
    want_file = os.path.normpath(side_file(entry, side))
    res = []
    for f in data.get("findings", []):
        loc = f.get("location") or {}
        path = os.path.normpath(os.path.relpath(os.path.join(root, loc.get("file", "")), root))
        if path == want_file and short(f.get("function", "")) == short(side_function(entry, side)) \
                and f.get("ruleId") != entry["rule"]:
            res.append(f["ruleId"])
    return sorted(set(res))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--faultline", default=os.path.join(ROOT, "build", "bin", "faultline"),
                    help="faultline binary (copied to /tmp before the runs)")
    ap.add_argument("--list", default=os.path.join(HERE, "recall.yaml"))
    ap.add_argument("--only", default="", help="comma-separated entry ids")
    ap.add_argument("--json", default="", help="also write the results as JSON here")
    args = ap.parse_args()

    import yaml
    with open(args.list) as fh:
        entries = yaml.safe_load(fh)["entries"]
    if args.only:
        keep = set(args.only.split(","))
        entries = [e for e in entries if e["id"] in keep]

    faultline = "/tmp/faultline-recall-%d" % os.getpid()
    try:
        shutil.copy2(args.faultline, faultline)
        os.chmod(faultline, 0o755)  # a copy made with plain `cp` over an old file may have lost it
        # A binary caught mid-link (empty, not executable) would make every entry an "error"
        # row; say so once and stop, rather than print a table of nothing.
        subprocess.run([faultline, "--version"], capture_output=True, check=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as e:
        log("error: %s is not a runnable faultline binary: %s" % (args.faultline, e))
        return 2
    os.makedirs(WORK, exist_ok=True)

    modes = ("ast", "fast")
    results = []
    for e in entries:
        log("== %s  (%s %s, %s in %s, expect %s)" % (e["id"], e["project"], e["commit"],
                                                      e["function"], e["file"], e["rule"]))
        r = {"id": e["id"], "source": e["source"], "rule": e["rule"], "status": "run"}
        if e["source"] == "local":
            r["status"] = "skipped"
            log("  skipped: local-only entry (no registry carries a release before and after "
                "the fix; read it with the search tool's fetch: %s)" % e.get("url", ""))
            results.append(r)
            continue
        try:
            for side in ("before", "after"):
                root = fetch(e["source"], e[side])
                builddir = os.path.join(WORK, "runs", e["id"], side)
                shutil.rmtree(builddir, ignore_errors=True)
                files = make_db(e, side, root, builddir)
                for mode in modes:
                    data, note, dt = run_faultline(faultline, mode, files, builddir, root)
                    if data is None:
                        r["%s_%s" % (side, mode)] = None
                        log("  %-6s %-4s error: %s" % (side, mode, note))
                        continue
                    hits = matches(e, side, data, root)
                    r["%s_%s" % (side, mode)] = len(hits)
                    r["%s_%s_default" % (side, mode)] = sum(not unknown_size(h) for h in hits)
                    if note and not hits:  # a TU failed to parse: not a clean miss
                        r["%s_%s" % (side, mode)] = None
                        r["%s_%s_default" % (side, mode)] = None
                    desc = "; ".join("%s:%d %s %s" % (side_file(e, side), h["location"]["line"],
                                                      h["severity"], h.get("confidence", ""))
                                     for h in hits[:3])
                    oth = other_rules(e, side, data, root)
                    log("  %-6s %-4s %s%s%s (%.1fs)" % (
                        side, mode, "%d finding(s) %s" % (len(hits), desc) if hits else "none",
                        ("  [other rules here: %s]" % ", ".join(oth)) if oth else "",
                        ("  [%s]" % note) if note else "", dt))
        except Exception as ex:  # a registry or unpack failure: report, go on
            r["status"] = "error"
            r["error"] = str(ex)
            log("  error: %s" % ex)
        results.append(r)

    # ------------------------------------------------------------------ summary table
    log("")
    log("%-28s %-26s %-9s %-9s %-9s %-9s" % ("entry", "rule", "ast:bef", "ast:aft",
                                             "fast:bef", "fast:aft"))

    def cell(r, k, before):
        if r["status"] != "run":
            return r["status"]
        v = r.get(k)
        if v is None:
            return "error"
        return ("FLAGGED" if v else "missed") if before else ("silent" if not v else "STILL")

    def cells(r, side, mode, before):
        # "FLAGGED" by default; "note" when only an unknown-size finding (--unknown-sizes note)
        c = cell(r, "%s_%s" % (side, mode), before)
        if c == "FLAGGED" and not r.get("%s_%s_default" % (side, mode)):
            return "note"
        if c == "STILL" and not r.get("%s_%s_default" % (side, mode)):
            return "still:note"
        return c

    log("(FLAGGED/STILL: by default; note, still:note: only with --unknown-sizes note)")
    for r in results:
        log("%-28s %-26s %-9s %-9s %-9s %-9s" % (
            r["id"], r["rule"], cells(r, "before", "ast", True), cells(r, "after", "ast", False),
            cells(r, "before", "fast", True), cells(r, "after", "fast", False)))
    runnable = [r for r in results if r["status"] == "run"]
    n = len(runnable)
    log("")
    log("entries: %d listed, %d runnable from registries, %d local-only, %d failed to fetch"
        % (len(results), n, sum(r["status"] == "skipped" for r in results),
           sum(r["status"] == "error" for r in results)))
    for suffix, label in (("_default", "default (unknown sizes off)"),
                          ("", "--unknown-sizes note")):
        for mode in modes:
            flagged = sum(1 for r in runnable if r.get("before_" + mode + suffix))
            silent = sum(1 for r in runnable if r.get("after_" + mode + suffix) == 0)
            if n:
                log("%-4s mode, %-27s recall %d/%d = %.0f%%   fixed-silent %d/%d = %.0f%%"
                    % (mode, label + ":", flagged, n, 100.0 * flagged / n, silent, n,
                       100.0 * silent / n))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(results, fh, indent=1)
    try:
        os.unlink(faultline)
    except OSError:
        pass
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as ex:  # a benchmark never fails the caller
        print("run.py: %s" % ex, file=sys.stderr)
    sys.exit(0)
