// faultline report: renders the page from the data embedded in #fl-data (docs/report.md). Every
// section has a stable id (fl-summary, fl-timeline, fl-flame, fl-sites, fl-whatif, fl-findings);
// when rendering ends, <body data-rendered="ok">, or "error" with the message in #fl-error.
(function () {
  "use strict";
  var SUPPORTED_VERSION = 1;
  var MAX_ROWS = 500;        // table rows drawn at once; sorting works on every site
  var TOP_SITES = 8;         // sites stacked in the timeline
  var PALETTE = ["#e6550d", "#3182bd", "#31a354", "#756bb1", "#d6616b", "#8c6d31", "#17becf",
                 "#e377c2"];

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    if (attrs) for (var k in attrs) {
      if (k === "text") e.textContent = attrs[k];
      else if (k === "class") e.className = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
    (children || []).forEach(function (c) {
      if (c != null) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    });
    return e;
  }
  function fmt(n) {
    if (n == null || isNaN(n)) return "";
    if (Math.abs(n) >= 100 || Number.isInteger(n)) return Math.round(n).toLocaleString("en-US");
    return n.toFixed(1);
  }
  function bytes(n) {
    if (!n) return "0";
    var u = ["B", "KiB", "MiB", "GiB", "TiB"], i = 0;
    while (n >= 1024 && i < u.length - 1) { n /= 1024; i++; }
    return (i ? n.toFixed(n < 10 ? 1 : 0) : n) + " " + u[i];
  }
  function base(p) { return p ? p.split("/").pop() : ""; }
  function siteName(s) {
    var l = s.location || {};
    var where = l.file ? base(l.file) + ":" + l.line : (l.module ? base(l.module) : "?");
    return where + " " + (s.function || "") + (l.function ? " in " + l.function : "");
  }
  function section(id, title) {
    var s = el("section", {id: id}, [el("h2", {text: title})]);
    document.getElementById("fl-main").appendChild(s);
    return s;
  }
  function excerpt(data, key) {
    var x = key && data.excerpts[key];
    if (!x) return null;
    var pre = el("pre", {class: "fl-excerpt"});
    x.lines.forEach(function (t, i) {
      var n = x.firstLine + i;
      var line = el("span", n === x.line ? {class: "fl-hl"} : null,
                    [String(n).padStart(5, " ") + "  " + t]);
      pre.appendChild(line);
      pre.appendChild(document.createTextNode("\n"));
    });
    return pre;
  }
  function kvTable(rows) {
    return el("table", {class: "fl-kv"}, rows.filter(function (r) { return r[1] !== undefined; })
      .map(function (r) { return el("tr", null, [el("td", {text: r[0]}), el("td", {text: String(r[1])})]); }));
  }

  // ---- summary -----------------------------------------------------------------------------
  function renderSummary(data) {
    var sec = section("fl-summary", "Summary");
    var rt = data.runtime, cards = [];
    function card(id, value, label) {
      cards.push(el("div", {class: "fl-card", id: id}, [el("b", {text: value}), el("span", {text: label})]));
    }
    var verdicts = {};
    data.findings.forEach(function (f) { if (f.verdict) verdicts[f.verdict] = (verdicts[f.verdict] || 0) + 1; });
    if (rt) {
      var procs = rt.processes || [], total = 0, acc = {}, keys = ["beforeShim", "shim", "sites",
        "heapSmall", "other", "lost", "unexplained", "heapTrims"];
      procs.forEach(function (p) {
        total += p.minorFaults || 0;
        var f = p.faults || {};
        keys.forEach(function (k) { acc[k] = (acc[k] || 0) + (f[k] || 0); });
      });
      card("fl-total-faults", fmt(total), "minor faults (" + procs.length + " process" + (procs.length === 1 ? "" : "es") + ")");
      card("fl-site-faults", fmt(acc.sites), "charged to sites (" + (total ? (100 * acc.sites / total).toFixed(1) : "0") + " %)");
      card("fl-site-count", fmt((rt.sites || []).length), "sites");
      if (rt.wallNs) card("fl-wall", (rt.wallNs / 1e9).toFixed(2) + " s", "wall time");
      ["confirmed", "not reproduced", "not executed"].forEach(function (v) {
        if (data.findings.length) card("fl-verdict-" + v.replace(/ /g, "-"), fmt(verdicts[v] || 0), v);
      });
      sec.appendChild(el("div", {class: "fl-cards"}, cards));
      sec.appendChild(el("h3", {text: "Where the process's faults went"}));
      var t = el("table", {id: "fl-account"}, [el("tr", null, keys.map(function (k) { return el("th", {class: "fl-num", text: k}); }))]);
      t.appendChild(el("tr", null, keys.map(function (k) { return el("td", {class: "fl-num", text: fmt(acc[k])}); })));
      sec.appendChild(t);
      var p0 = procs[0] || {}, env = p0.environment || {};
      sec.appendChild(el("h3", {text: "Environment"}));
      sec.appendChild(kvTable([
        ["command", (rt.command || []).join(" ")],
        ["method", (rt.summary && rt.summary.methods || []).join(", ")],
        ["libc", (env.libc || "") + " " + (env.libcVersion || "")],
        ["kernel", env.kernel], ["transparent hugepages", env.transparentHugepages],
        ["GLIBC_TUNABLES", env.glibcTunables || "(none)"],
        ["MALLOC_* variables", env.mallocEnvironment || "(none)"],
        ["mmap threshold pinned", rt.summary ? String(!!rt.summary.thresholdPinned) : undefined],
        ["tracing floor", bytes(rt.minSize)]]));
    } else {
      var sev = {};
      data.findings.forEach(function (f) { sev[f.severity || "?"] = (sev[f.severity || "?"] || 0) + 1; });
      card("fl-finding-count", fmt(data.findings.length), "findings");
      ["error", "warning", "note"].forEach(function (s) { card("fl-severity-" + s, fmt(sev[s] || 0), s + "s"); });
      sec.appendChild(el("div", {class: "fl-cards"}, cards));
    }
  }

  // ---- fault timeline (uPlot) --------------------------------------------------------------
  function renderTimeline(data) {
    var sec = section("fl-timeline", "Fault timeline");
    var rt = data.runtime, tl = rt.timeline;
    if (!tl || !tl.minorFaults || !tl.minorFaults.length) {
      sec.appendChild(el("p", {class: "fl-note", id: "fl-timeline-none", text: "This runtime report has no timeline (recorded by faultline 0.1 shims from issue 12 on)."}));
      return;
    }
    if (typeof uPlot !== "function") throw new Error("uPlot is missing from the page: the timeline cannot be drawn");
    var n = tl.minorFaults.length, secs = tl.bucketNs / 1e9, xs = new Array(n);
    for (var i = 0; i < n; i++) xs[i] = (i + 0.5) * secs;
    var perSec = function (arr) { var o = new Array(n); for (var i = 0; i < n; i++) o[i] = (arr[i] || 0) / secs; return o; };
    var top = (rt.sites || []).filter(function (s) { return s.timeline && s.timeline.length; })
      .sort(function (a, b) { return b.minorFaults - a.minorFaults; }).slice(0, TOP_SITES);
    var own = top.map(function (s) { return perSec(s.timeline); });
    // Stacked: series k is the sum of the first k+1 sites; drawn from the top down so each
    // fill covers the band below it. The legend shows each site's own rate.
    var cum = [], acc = new Array(n).fill(0);
    own.forEach(function (o) { acc = acc.map(function (v, i) { return v + o[i]; }); cum.push(acc.slice()); });
    var series = [{label: "time (s)", value: function (u, v) { return v == null ? "" : v.toFixed(2) + " s"; }},
                  {label: "all faults of the process", stroke: "#222", width: 1.5,
                   value: function (u, v) { return v == null ? "" : fmt(v) + "/s"; }}];
    var columns = [xs, perSec(tl.minorFaults)];
    for (var k = top.length - 1; k >= 0; k--) {
      (function (k) {
        series.push({label: siteName(top[k]), stroke: PALETTE[k % PALETTE.length], fill: PALETTE[k % PALETTE.length] + "99", width: 1,
                     value: function (u, v, si, idx) { return idx == null ? "" : fmt(own[k][idx]) + "/s"; }});
        columns.push(cum[k]);
      })(k);
    }
    var box = el("div", {id: "fl-timeline-chart", "data-buckets": n, "data-bucket-ns": tl.bucketNs,
                         "data-sites": top.map(siteName).join("\n")});
    sec.appendChild(el("p", {class: "fl-note", text: "Minor faults per second (" + n + " buckets of " + (secs * 1000).toFixed(secs < 0.01 ? 2 : 0) + " ms), all of the process's and stacked by the top " + top.length + " sites."}));
    sec.appendChild(box);
    var width = Math.max(600, Math.min(1350, document.documentElement.clientWidth - 60));
    new uPlot({width: width, height: 300, series: series,
               scales: {x: {time: false}},
               axes: [{label: "seconds"}, {label: "faults/s", size: 70, values: function (u, v) { return v.map(fmt); }}]},
              columns, box);
    if (!box.querySelector("canvas")) throw new Error("the timeline chart did not render");
  }

  // ---- flame graph (icicle: callers on top) -------------------------------------------------
  function frameLabel(f) { return f.function || (base(f.module) + "+0x" + (f.address || "?")); }
  function renderFlame(data) {
    var sec = section("fl-flame", "Faults by call stack");
    var root = {name: "all", value: 0, children: {}};
    (data.runtime.sites || []).forEach(function (s) {
      var w = s.minorFaults || 0;
      if (!w) return;
      var node = root, frames = (s.frames || []).slice().reverse().map(frameLabel);
      frames.push(s.function || "?");
      root.value += w;
      frames.forEach(function (name, depth) {
        var c = node.children[name];
        if (!c) c = node.children[name] = {name: name, value: 0, children: {}, parent: node,
                                           title: depth < (s.frames || []).length ? describe(s.frames[s.frames.length - 1 - depth]) : s.kind};
        c.value += w;
        node = c;
      });
    });
    var chart = el("div", {id: "fl-flame-chart"});
    var crumb = el("p", {class: "fl-note", id: "fl-flame-root"});
    sec.appendChild(el("p", {class: "fl-note", text: "Each box is a function, as wide as the faults under it; callers above callees. Click a box to zoom in, the top box to zoom out."}));
    sec.appendChild(crumb);
    sec.appendChild(chart);
    if (!root.value) { chart.appendChild(el("p", {class: "fl-note", id: "fl-flame-none", text: "No site took a fault."})); return; }
    function draw(top) {
      chart.textContent = "";
      crumb.textContent = "Showing " + top.name + ": " + fmt(top.value) + " faults";
      var W = chart.clientWidth || 1200, maxDepth = 0, minPx = 0.5;
      function place(node, x, depth) {
        var w = node.value / top.value * W;
        if (w < minPx) return;
        maxDepth = Math.max(maxDepth, depth);
        var hue = 20 + (hash(node.name) % 40);
        var box = el("div", {class: "fl-frame", title: node.name + "\n" + (node.title || "") + "\n" + fmt(node.value) + " faults (" + (100 * node.value / root.value).toFixed(1) + " %)",
                             "data-name": node.name, "data-faults": node.value},
                     [w > 30 ? node.name : ""]);
        box.style.left = x + "px"; box.style.top = depth * 19 + "px"; box.style.width = Math.max(1, w - 1) + "px";
        box.style.background = "hsl(" + hue + ",85%," + (58 + (hash(node.name) % 15)) + "%)";
        box.onclick = function () { draw(node === top && node.parent ? node.parent : node); };
        chart.appendChild(box);
        var kids = Object.keys(node.children).map(function (k) { return node.children[k]; })
          .sort(function (a, b) { return b.value - a.value; });
        var cx = x;
        kids.forEach(function (c) { place(c, cx, depth + 1); cx += c.value / top.value * W; });
      }
      place(top, 0, 0);
      chart.style.height = (maxDepth + 1) * 19 + 2 + "px";
    }
    draw(root);
  }
  function describe(f) {
    if (!f) return "";
    return (f.file ? f.file + ":" + f.line : base(f.module) + "+0x" + f.address) + (f.inlined ? " (inlined)" : "");
  }
  function hash(s) { var h = 0; for (var i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0; return Math.abs(h); }

  // ---- sites table -------------------------------------------------------------------------
  function renderSites(data) {
    var sec = section("fl-sites", "Sites");
    var sites = (data.runtime.sites || []).map(function (s, i) {
      var join = data.sites[i] || {findings: []};
      var fs = join.findings.map(function (k) { return data.findings[k]; });
      return {i: i, s: s, name: siteName(s), faults: s.minorFaults || 0, calls: s.calls || 0,
              fpc: s.faultsPerCall || 0, bytes: s.bytes || 0,
              mmapped: s.tracedCalls ? (s.mmappedBlocks || 0) / s.tracedCalls : 0,
              verdict: fs.map(function (f) { return f.verdict || ""; }).filter(Boolean).join(", "),
              findings: fs, excerpt: join.excerpt};
    });
    var cols = [["name", "site", false], ["faults", "faults", true], ["calls", "calls", true],
                ["fpc", "faults/call", true], ["bytes", "bytes", true], ["mmapped", "mmapped", true],
                ["verdict", "verdict", false], [null, "static finding", false]];
    var table = el("table", {id: "fl-sites-table"});
    var note = el("p", {class: "fl-note", id: "fl-sites-note"});
    sec.appendChild(note);
    sec.appendChild(table);
    var sortKey = "faults", desc = true;
    function draw() {
      sites.sort(function (a, b) {
        var x = a[sortKey], y = b[sortKey];
        var c = typeof x === "string" ? x.localeCompare(y) : x - y;
        return (desc ? -c : c) || a.i - b.i;
      });
      table.textContent = "";
      table.appendChild(el("tr", null, cols.map(function (c) {
        var th = el("th", {class: (c[2] ? "fl-num " : "") + (c[0] ? "fl-sortable" : "") + (c[0] === sortKey ? (desc ? " fl-sorted-desc" : " fl-sorted-asc") : ""),
                           "data-key": c[0] || "", text: c[1]});
        if (c[0]) th.onclick = function () { if (sortKey === c[0]) desc = !desc; else { sortKey = c[0]; desc = c[2]; } draw(); };
        return th;
      })));
      sites.slice(0, MAX_ROWS).forEach(function (r) {
        var f = r.findings[0], cell = el("td");
        if (f) {
          cell.appendChild(el("details", null, [el("summary", {text: f.ruleId + ": " + f.message}),
            f.reason ? el("p", {class: "fl-note", text: f.reason}) : null, excerpt(data, f.excerpt || r.excerpt)]));
        } else if (r.excerpt) {
          cell.appendChild(el("details", null, [el("summary", {class: "fl-note", text: "(no finding) source"}), excerpt(data, r.excerpt)]));
        }
        table.appendChild(el("tr", {class: "fl-site", "data-site": r.name, "data-faults": r.faults, "data-calls": r.calls}, [
          el("td", {text: r.name, title: (r.s.frames || []).map(describe).join("\n")}),
          el("td", {class: "fl-num", text: fmt(r.faults)}), el("td", {class: "fl-num", text: fmt(r.calls)}),
          el("td", {class: "fl-num", text: fmt(r.fpc)}), el("td", {class: "fl-num", text: bytes(r.bytes)}),
          el("td", {class: "fl-num", text: r.s.tracedCalls ? (100 * r.mmapped).toFixed(0) + " %" : ""}),
          el("td", {class: r.verdict ? "fl-verdict-" + r.verdict.split(",")[0].replace(/ /g, "-") : "", text: r.verdict}),
          cell]));
      });
      note.textContent = sites.length > MAX_ROWS ? "Showing " + MAX_ROWS + " of " + fmt(sites.length) + " sites; click a heading to sort all of them." : fmt(sites.length) + " sites; click a heading to sort.";
    }
    draw();
  }

  // ---- what-if configurations --------------------------------------------------------------
  function renderWhatIf(data) {
    var configs = data.runtime.whatIf && data.runtime.whatIf.configurations;
    if (!configs || !configs.length) return;
    var sec = section("fl-whatif", "What if: allocator configurations side by side");
    var totals = configs.map(function (c) { return (c.summary && c.summary.minorFaults) || 0; });
    var best = 0; totals.forEach(function (t, i) { if (t < totals[best]) best = i; });
    var b = configs[best];
    sec.appendChild(el("p", {id: "fl-whatif-fix", text: best === 0 ? "The first configuration (" + configs[0].name + ") already takes the fewest faults." :
      "Fix: " + (b.glibcTunables ? "GLIBC_TUNABLES=" + b.glibcTunables : b.name) + " — " + fmt(totals[0]) + " → " + fmt(totals[best]) + " minor faults (" +
      (totals[0] ? (100 * (totals[best] - totals[0]) / totals[0]).toFixed(1) : "0") + " %)."}));
    var byLoc = {}, order = [];
    configs.forEach(function (c, ci) {
      (c.sites || []).forEach(function (s) {
        var l = s.location || {}, key = s.kind + " " + s.function + " " + l.file + ":" + l.line;
        if (!byLoc[key]) { byLoc[key] = {name: siteName(s), per: []}; order.push(key); }
        byLoc[key].per[ci] = s.faultsPerCall || 0;
      });
    });
    var max = 0; order.forEach(function (k) { byLoc[k].per.forEach(function (v) { max = Math.max(max, v || 0); }); });
    order.sort(function (a, b) { return Math.max.apply(null, byLoc[b].per.map(Number).filter(isFinite).concat(0)) - Math.max.apply(null, byLoc[a].per.map(Number).filter(isFinite).concat(0)); });
    var t = el("table", {id: "fl-whatif-table"}, [el("tr", null, [el("th", {text: "site (faults per call)"})].concat(configs.map(function (c) { return el("th", {text: c.name, title: c.description || ""}); })))]);
    t.appendChild(el("tr", null, [el("td", {text: "whole run (minor faults)"})].concat(totals.map(function (v) { return el("td", {class: "fl-num", text: fmt(v)}); }))));
    order.slice(0, 50).forEach(function (k) {
      t.appendChild(el("tr", {class: "fl-whatif-site"}, [el("td", {text: byLoc[k].name})].concat(configs.map(function (c, ci) {
        var v = byLoc[k].per[ci] || 0, bar = el("span", {class: "fl-bar"});
        bar.style.width = (max ? 120 * v / max : 0) + "px";
        return el("td", null, [bar, " " + fmt(v)]);
      }))));
    });
    sec.appendChild(t);
  }

  // ---- static findings ---------------------------------------------------------------------
  function renderFindings(data) {
    if (!data.findings.length) return;
    var sec = section("fl-findings", data.runtime ? "Static findings" : "Findings");
    function countBy(key, title, id) {
      var m = {};
      data.findings.forEach(function (f) { var k = key(f); m[k] = (m[k] || 0) + 1; });
      var t = el("table", {id: id, style: "width:auto"}, [el("tr", null, [el("th", {text: title}), el("th", {class: "fl-num", text: "findings"})])]);
      Object.keys(m).sort(function (a, b) { return m[b] - m[a] || a.localeCompare(b); }).forEach(function (k) {
        t.appendChild(el("tr", null, [el("td", {text: k}), el("td", {class: "fl-num", text: fmt(m[k])})]));
      });
      sec.appendChild(t);
    }
    countBy(function (f) { return f.ruleId + " (" + (f.severity || "?") + ")"; }, "rule (severity)", "fl-findings-by-rule");
    countBy(function (f) { return f.file; }, "file", "fl-findings-by-file");
    var list = el("table", {id: "fl-findings-table"}, [el("tr", null, ["severity", "location", "rule", "verdict", "message"].map(function (h) { return el("th", {text: h}); }))]);
    data.findings.slice(0, 2000).forEach(function (f) {
      list.appendChild(el("tr", {class: "fl-finding", "data-rule": f.ruleId}, [
        el("td", {class: "fl-sev-" + f.severity, text: f.severity}),
        el("td", {text: f.file + ":" + f.line}), el("td", {text: f.ruleId}),
        el("td", {class: f.verdict ? "fl-verdict-" + f.verdict.replace(/ /g, "-") : "", text: f.verdict || ""}),
        el("td", null, [el("details", null, [el("summary", {text: f.message}), f.reason ? el("p", {class: "fl-note", text: f.reason}) : null, excerpt(data, f.excerpt)])])]));
    });
    sec.appendChild(list);
  }

  function render() {
    var data = JSON.parse(document.getElementById("fl-data").textContent);
    if (data.format !== "faultline-report" || data.version !== SUPPORTED_VERSION)
      throw new Error("this page reads faultline-report version " + SUPPORTED_VERSION + ", not " + data.version);
    document.getElementById("fl-loading").remove();
    var rt = data.runtime;
    document.getElementById("fl-subtitle").textContent = (rt ? "Run of " + ((rt.command || []).join(" ") || "(collected reports)") : "Static findings") +
      " · faultline " + data.tool.version + " · report format " + data.version;
    renderSummary(data);
    if (rt) { renderTimeline(data); renderFlame(data); renderSites(data); renderWhatIf(data); }
    renderFindings(data);
  }

  try {
    render();
    document.body.setAttribute("data-rendered", "ok");
    // Milliseconds from navigation start to the end of rendering (bench/report_load.py).
    document.body.setAttribute("data-render-ms", String(Math.round(performance.now())));
  } catch (e) {
    document.body.setAttribute("data-rendered", "error");
    document.getElementById("fl-main").appendChild(el("pre", {class: "fl-error", id: "fl-error", text: "The report could not be drawn: " + (e && e.stack || e)}));
  }
})();
