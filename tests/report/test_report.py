"""`faultline report` end to end (docs/report.md): a real run of tests/runtime/fixtures/
trim_blocks.c, its findings from `faultline check`, the HTML page rendered by headless Chromium
and asserted through the DOM (timeline, flame graph, site table with the run's site names and
counts) and a screenshot (not blank); the page without its charting library fails visibly;
static-only mode; `--format folded`; the shim's timeline in the runtime JSON.

Usage: python3 test_report.py FAULTLINE SHIM CHROMIUM [TEST_NAME...]
"""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "runtime"))
import test_runtime as rt  # noqa: E402
import browser  # noqa: E402

CHROMIUM = None
_run = {}


def trim_run():
    """trim_blocks: two 1 MiB blocks filled and freed on each of 300 iterations, heap trimmed
    each time: both sites fault on every iteration, over a run long enough for a timeline."""
    if not _run:
        exe, src = rt.compile_fixture("trim_blocks")
        out = tempfile.mkdtemp(dir=rt.WORK)
        report, p = rt.run([exe, "2", "300", "main"], out=out, check_rc=0)
        findings = rt.static_findings(src)
        _run.update(report=report, path=os.path.join(out, "faultline-runtime.json"), src=src,
                    findings=findings["json_path"])
    return _run


def faultline(*args, check=0):
    p = subprocess.run([rt.FAULTLINE, *args], capture_output=True, text=True)
    assert p.returncode == check, f"exit {p.returncode}\n{p.stderr}"
    return p


def site_name(s):
    l = s["location"]
    return f"{os.path.basename(l['file'])}:{l['line']} {s['function']} in {l['function']}"


def attrs(dom, cls):
    """Attribute dicts of every element whose class list holds `cls`."""
    out = []
    for m in re.finditer(r"<[a-z]+\s([^>]*\bclass=\"[^\"]*\b%s\b[^\"]*\"[^>]*)>" % re.escape(cls), dom):
        out.append({k: html.unescape(v) for k, v in re.findall(r'([\w-]+)="([^"]*)"', m.group(1))})
    return out


def rendered_ok(dom):
    """The page's own verdict on its <body>: the inlined script's text mentions
    data-rendered="ok" too, so a bare substring test would pass on any page."""
    return re.search(r'<body[^>]*\bdata-rendered="ok"', dom) is not None


def render(tmp, *args):
    page = os.path.join(tmp, "report.html")
    faultline("report", *args, "-o", page)
    return page, browser.dump_dom(CHROMIUM, page)


def test_runtime_json_has_timeline():
    r = trim_run()["report"]
    tl = r["timeline"]
    assert tl["bucketNs"] > 0 and 1 <= len(tl["minorFaults"]) <= 257, tl
    total = sum(tl["minorFaults"])
    proc = sum(p["minorFaults"] for p in r["processes"])
    print(f"    timeline: {len(tl['minorFaults'])} buckets of {tl['bucketNs'] / 1e6:.2f} ms, "
          f"{total} of the process's {proc} faults")
    # The process's buckets hold its faults from the shim's start to its report.
    assert 0.8 * proc <= total <= proc, (total, proc)
    hot = [s for s in r["sites"] if s["minorFaults"] > 0]
    assert len(hot) >= 2, hot
    for s in hot:
        assert sum(s["timeline"]) == s["minorFaults"], (site_name(s), s["timeline"])
    # Faulting on every iteration: the faults are spread over the run, not in one bucket.
    busiest = max(hot[0]["timeline"])
    assert busiest < 0.5 * hot[0]["minorFaults"], hot[0]["timeline"]


def test_page_renders_timeline_flame_and_sites():
    run = trim_run()
    tmp = tempfile.mkdtemp(dir=rt.WORK)
    page, dom = render(tmp, "--runtime", run["path"], "--findings", run["findings"])
    assert rendered_ok(dom), re.findall(r'<pre class="fl-error".*?</pre>', dom, re.S)
    assert "https://" not in open(page).read().split('id="fl-data"')[0], "page loads something"
    hot = [s for s in run["report"]["sites"] if s["minorFaults"] > 0]
    names = [site_name(s) for s in hot]
    # Timeline: a canvas drawn by uPlot, the top sites named in its legend.
    timeline = dom[dom.index('id="fl-timeline"'):dom.index('id="fl-flame"')]
    assert "<canvas" in timeline and "u-legend" in timeline, timeline[:2000]
    legend = [html.unescape(x) for x in re.findall(r'class="u-label">([^<]*)<', timeline)]
    print(f"    timeline legend: {legend}")
    for n in names[:2]:
        assert n in legend, (n, legend)
    # Flame graph: the root holds every site's faults, main is on it, each allocation leaf too.
    frames = attrs(dom, "fl-frame")
    root = [f for f in frames if f["data-name"] == "all"]
    assert root and int(root[0]["data-faults"]) == sum(s["minorFaults"] for s in hot), root
    mains = [f for f in frames if f["data-name"] == "main"]
    assert mains and int(mains[0]["data-faults"]) == sum(s["minorFaults"] for s in hot), mains
    assert any(f["data-name"] == "malloc" for f in frames), [f["data-name"] for f in frames]
    # Site table: one row per site, with the run's counts, sorted by faults.
    rows = attrs(dom, "fl-site")
    by_name = {r["data-site"]: r for r in rows}
    for s in hot:
        row = by_name[site_name(s)]
        assert int(row["data-faults"]) == s["minorFaults"], (row, s["minorFaults"])
        assert int(row["data-calls"]) == s["calls"], (row, s["calls"])
    assert len(rows) == len(run["report"]["sites"]), (len(rows), len(run["report"]["sites"]))
    # The findings joined: trim_blocks' allocations are findings of faultline-loop-alloc.
    table = dom[dom.index('id="fl-sites-table"'):]
    assert "faultline-loop-alloc" in table, "no finding joined to a site"
    assert 'id="fl-account"' in dom and 'id="fl-total-faults"' in dom


def test_screenshot_not_blank():
    run = trim_run()
    tmp = tempfile.mkdtemp(dir=rt.WORK)
    page = os.path.join(tmp, "report.html")
    faultline("report", "--runtime", run["path"], "--findings", run["findings"], "-o", page)
    png = os.path.join(tmp, "report.png")
    browser.screenshot(CHROMIUM, page, png, size="1400,900")
    w, h, bpp, rows = browser.read_png(png)
    colours, inked, coloured = set(), 0, 0
    for row in rows[::3]:
        for x in range(0, w * bpp, bpp * 3):
            r, g, b = row[x], row[x + 1], row[x + 2]
            colours.add((r >> 4, g >> 4, b >> 4))
            if r + g + b < 600:
                inked += 1
            if max(r, g, b) - min(r, g, b) > 60:
                coloured += 1
    sampled = (h // 3 + 1) * (w // 3 + 1)
    print(f"    screenshot {w}x{h}: {len(colours)} colours, {inked / sampled:.1%} inked, "
          f"{coloured / sampled:.1%} saturated")
    assert len(colours) > 20 and inked / sampled > 0.02, "blank screenshot"
    assert coloured / sampled > 0.005, "no chart colours in the screenshot"


def test_broken_chart_fails():
    """Without uPlot the page says so (data-rendered=error, #fl-error), it never shows a
    chartless report as if it were whole."""
    run = trim_run()
    tmp = tempfile.mkdtemp(dir=rt.WORK)
    page = os.path.join(tmp, "report.html")
    faultline("report", "--runtime", run["path"], "-o", page)
    text = open(page).read()
    start = text.index("<script>", text.index('id="fl-data"'))
    end = text.index("</script>", start)
    assert "uPlot" in text[start:end]
    broken = os.path.join(tmp, "broken.html")
    open(broken, "w").write(text[:start] + "<script>" + text[end:])
    dom = browser.dump_dom(CHROMIUM, broken)
    assert re.search(r'<body[^>]*\bdata-rendered="error"', dom) and 'id="fl-error"' in dom, dom[:3000]
    assert "uPlot is missing" in dom


def test_static_only():
    run = trim_run()
    tmp = tempfile.mkdtemp(dir=rt.WORK)
    page, dom = render(tmp, "--findings", run["findings"])
    assert rendered_ok(dom), dom[:3000]
    findings = json.load(open(run["findings"]))["findings"]
    rows = attrs(dom, "fl-finding")
    assert len(rows) == len(findings) > 0, (len(rows), len(findings))
    assert 'id="fl-findings-by-rule"' in dom and 'id="fl-findings-by-file"' in dom
    assert 'id="fl-timeline"' not in dom
    # The code excerpt around each finding's line.
    line = findings[0]["location"]["line"]
    src = open(run["src"]).read().splitlines()[line - 1].strip()
    assert html.escape(src, quote=False) in dom, src


def test_folded_and_json():
    run = trim_run()
    p = faultline("report", "--runtime", run["path"], "--format", "folded")
    lines = p.stdout.splitlines()
    hot = [s for s in run["report"]["sites"] if s["minorFaults"] > 0]
    assert sum(int(l.rsplit(" ", 1)[1]) for l in lines) == sum(s["minorFaults"] for s in hot)
    assert all(re.match(r"^\S.*;malloc \d+$", l) for l in lines), lines
    assert all(l.split(";")[0] in ("main", "__libc_start_call_main", "_start", "__libc_start_main")
               or "main" in l for l in lines), lines
    data = json.loads(faultline("report", "--runtime", run["path"], "--findings", run["findings"],
                                "--format", "json").stdout)
    assert data["format"] == "faultline-report" and data["version"] == 2
    assert len(data["sites"]) == len(data["runtime"]["sites"])
    # The sites as rows over the frame and string tables decode to the runtime JSON's sites.
    strings, interned = data["strings"], set(data["frameStrings"])

    def frame(i):
        return {k: strings[v] if k in interned and v is not None else v
                for k, v in zip(data["frameFields"], data["frames"][i]) if v is not None}
    decoded = []
    for row in data["runtime"]["sites"]:
        s = {k: v for k, v in zip(data["siteFields"], row) if v is not None}
        s["location"], s["frames"] = frame(s["location"]), [frame(i) for i in s["frames"]]
        decoded.append(s)
    assert decoded == run["report"]["sites"], "sites do not round-trip through the rows"
    assert len(data["frames"]) < sum(len(s["frames"]) for s in decoded), "frames not shared"
    rest = {k: v for k, v in data["runtime"].items() if k != "sites"}
    assert rest == {k: v for k, v in run["report"].items() if k != "sites"}
    faultline("report", check=2)
    faultline("report", "--findings", run["findings"], "--format", "folded", check=2)


def fmt(n):
    """The page's number format (report.js fmt): whole numbers and >= 100 with thousands
    separators, others with one decimal."""
    if abs(n) >= 100 or float(n).is_integer():
        return f"{int(round(n)):,}"
    return f"{n:.1f}"


def test_whatif_section():
    """A `faultline run --what-if default,pinned` report: the configurations side by side (the
    whole run's faults and per site the faults per call under each), and the one-line fix
    naming the configuration with the fewest faults."""
    exe, src = rt.compile_fixture("trim_blocks")
    out = tempfile.mkdtemp(dir=rt.WORK)
    env = dict(os.environ)
    for k in ("GLIBC_TUNABLES", "FAULTLINE_RT_METHOD", "LD_PRELOAD", "FAULTLINE_RT_DIR"):
        env.pop(k, None)
    p = subprocess.run([rt.FAULTLINE, "run", "--what-if", "default,pinned", "--out", out, "--",
                        exe, "2", "100", "main"], env=env, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    path = os.path.join(out, "faultline-runtime.json")
    configs = json.load(open(path))["whatIf"]["configurations"]
    assert [c["name"] for c in configs] == ["default", "pinned"], [c["name"] for c in configs]
    tmp = tempfile.mkdtemp(dir=rt.WORK)
    page, dom = render(tmp, "--runtime", path, "--findings", trim_run()["findings"])
    assert rendered_ok(dom), re.findall(r'<pre class="fl-error".*?</pre>', dom, re.S)
    sec = dom[dom.index('id="fl-whatif"'):]
    sec = sec[:sec.index("</section>")]
    table = sec[sec.index('id="fl-whatif-table"'):]
    heads = [html.unescape(h) for h in re.findall(r"<th[^>]*>([^<]*)</th>", table)]
    assert heads == ["site (faults per call)", "default", "pinned"], heads
    totals = [c["summary"]["minorFaults"] for c in configs]
    whole = re.search(r"<td>whole run \(minor faults\)</td>(.*?)</tr>", table).group(1)
    assert re.findall(r'class="fl-num">([^<]*)<', whole) == [fmt(t) for t in totals], (whole, totals)
    # Per site: faults per call under each configuration, next to a bar.
    rows = re.findall(r'<tr class="fl-whatif-site"><td>([^<]*)</td>(.*?)</tr>', table)
    names = {html.unescape(n): cells for n, cells in rows}
    print(f"    what-if totals {dict(zip(['default', 'pinned'], totals))}, {len(rows)} site rows")
    for ci, c in enumerate(configs):
        for st in c["sites"]:
            if st["kind"] != "alloc" or st["location"].get("file") != src:
                continue
            cells = re.findall(r'</span> ([^<]*)</td>', names[site_name(st)])
            assert cells[ci] == fmt(st["faultsPerCall"]), (site_name(st), c["name"], cells, st["faultsPerCall"])
    assert len(re.findall(r'class="fl-bar"', table)) == 2 * len(rows)
    # The fix: the configuration with the fewest faults, with its measured effect.
    fix = html.unescape(re.search(r'id="fl-whatif-fix">([^<]*)<', sec).group(1))
    print(f"    {fix}")
    best = min(range(len(totals)), key=lambda i: (totals[i], i))
    if best == 0:
        assert "already takes the fewest faults" in fix, fix
    else:
        assert fix.startswith("Fix: GLIBC_TUNABLES=" + configs[best]["glibcTunables"]), fix
        assert f"{fmt(totals[0])} → {fmt(totals[best])} minor faults" in fix, fix


def test_confirm_input():
    """`--confirm FILE` (`faultline confirm --format json` output): its verdicts on the page,
    with --findings or alone (the findings rebuilt from it); a file that is not confirm's output
    is an error (exit 2)."""
    run = trim_run()
    tmp = tempfile.mkdtemp(dir=rt.WORK)
    confirmed = os.path.join(tmp, "confirmed.json")
    faultline("confirm", "--findings", run["findings"], "--runtime", run["path"], "--format", "json",
              "-o", confirmed)
    doc = json.load(open(confirmed))
    verdicts = [f["verdict"] for f in doc["findings"]]
    assert verdicts and "confirmed" in verdicts, verdicts
    for args in (("--runtime", run["path"], "--confirm", confirmed),
                 ("--runtime", run["path"], "--findings", run["findings"], "--confirm", confirmed)):
        page, dom = render(tempfile.mkdtemp(dir=rt.WORK), *args)
        assert rendered_ok(dom), re.findall(r'<pre class="fl-error".*?</pre>', dom, re.S)
        rows = re.findall(r'<tr class="fl-finding" data-rule="([^"]*)">(.*?)</tr>', dom, re.S)
        assert [r for r, _ in rows] == [f["ruleId"] for f in doc["findings"]], rows
        shown = [re.search(r'class="fl-verdict-[^"]*">([^<]*)<', cells).group(1) for _, cells in rows]
        assert shown == verdicts, (shown, verdicts)
        for v in ("confirmed", "not reproduced", "not executed"):
            card = re.search(r'id="fl-verdict-%s"><b>([^<]*)</b>' % v.replace(" ", "-"), dom)
            assert card and card.group(1) == str(verdicts.count(v)), (v, card and card.group(1))
        # The verdict on the site rows the confirmed findings matched.
        sites = [r for r in attrs(dom, "fl-site") if int(r["data-faults"]) > 0]
        table = dom[dom.index('id="fl-sites-table"'):]
        assert sites and re.search(r'class="fl-verdict-confirmed">confirmed<', table), table[:3000]
        print(f"    {' '.join(args[::2])}: {len(rows)} findings, verdicts {verdicts}")
    bad = os.path.join(tmp, "not_confirm.json")
    json.dump({"findings": None}, open(bad, "w"))
    p = faultline("report", "--runtime", run["path"], "--confirm", bad, "-o",
                  os.path.join(tmp, "x.html"), check=2)
    assert "is not `faultline confirm --format json` output" in p.stderr, p.stderr


def action_step(name):
    import yaml
    action = yaml.safe_load(open(os.path.join(HERE, "..", "..", "integrations", "github", "action.yml")))
    for s in action["runs"]["steps"]:
        if s.get("name") == name:
            return s
    raise AssertionError(f"no step {name!r} in action.yml")


def run_action_step(name, env):
    """A composite-action step's script as the runner runs it (bash -e -o pipefail), with the
    step's env: the inputs filled in by `env`, the runner's variables pointing into a temp dir."""
    step = action_step(name)
    tmp = tempfile.mkdtemp(dir=rt.WORK)
    summary = os.path.join(tmp, "step_summary.md")
    full = dict(os.environ, RUNNER_TEMP=tmp, GITHUB_STEP_SUMMARY=summary,
                GITHUB_ACTION_PATH=os.path.join(HERE, "..", "..", "integrations", "github"),
                PATH=os.path.dirname(rt.FAULTLINE) + os.pathsep + os.environ.get("PATH", ""))
    for k in step.get("env", {}):
        full[k] = env[k]
    p = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
                       env=full, cwd=tmp, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return tmp, open(summary).read()


def test_action_summary():
    """The GitHub Action's report step (integrations/github/action.yml), run as the runner would
    on this fixture's SARIF (what the action's check writes) with and without the runtime JSON:
    report.html for the artifact, and a job summary with the top sites, their faults and
    verdicts, and the findings."""
    run = trim_run()
    sarif = rt.static_findings(run["src"])["sarif_path"]
    findings = json.load(open(run["findings"]))["findings"]
    hot = sorted((s for s in run["report"]["sites"] if s["minorFaults"] > 0),
                 key=lambda s: -s["minorFaults"])
    tmp, md = run_action_step("Write the report and the job summary",
                              {"SARIF": sarif, "RUNTIME": run["path"], "ARTIFACT": "faultline-report"})
    print("    " + md.replace("\n", "\n    ")[:1500])
    assert md.startswith("## faultline"), md
    assert f"**{len(findings)}** finding" in md, md
    assert re.search(r"\*\*(\d+)\*\* confirmed", md) and int(re.search(r"\*\*(\d+)\*\* confirmed", md).group(1)) >= 1, md
    for s in hot:
        line = [l for l in md.splitlines() if f"`{site_name(s)}`" in l]
        assert line, (site_name(s), md)
        assert f"| {s['minorFaults']:,} | {s['calls']:,} |" in line[0], (line, s["minorFaults"], s["calls"])
        assert "confirmed" in line[0], line
    assert "faultline-loop-alloc" in md and "faultline-report" in md
    page = os.path.join(tmp, "faultline-report", "report.html")
    dom = browser.dump_dom(CHROMIUM, page)
    assert rendered_ok(dom) and 'id="fl-timeline"' in dom, dom[:2000]
    # Static only (no runtime-report input): findings and severities, no sites table.
    tmp, md = run_action_step("Write the report and the job summary",
                              {"SARIF": sarif, "RUNTIME": "", "ARTIFACT": "faultline-report"})
    assert f"**{len(findings)}** finding" in md and "| site |" not in md, md
    assert "Verdicts" not in md, md
    assert os.path.exists(os.path.join(tmp, "faultline-report", "report.html"))


def main():
    global CHROMIUM
    rt.FAULTLINE, rt.SHIM = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    CHROMIUM = sys.argv[3]
    wanted = sys.argv[4:]
    rt.WORK = os.path.realpath(tempfile.mkdtemp(prefix="faultline-report-test-"))
    tests = [(n, f) for n, f in sorted(globals().items()) if n.startswith("test_") and callable(f)]
    failed = []
    try:
        for name, fn in tests:
            if wanted and name not in wanted:
                continue
            print(f"--- {name}")
            try:
                fn()
            except Exception:
                traceback.print_exc()
                failed.append(name)
    finally:
        if not failed:
            shutil.rmtree(rt.WORK, ignore_errors=True)
    print("FAILED: " + ", ".join(failed) if failed else "all passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
