// faultline report: renders the page from the data embedded in #fl-data (docs/report.md). Every
// section has a stable id (fl-summary, fl-timeline, fl-flame, fl-sites, fl-whatif, fl-findings);
// when rendering ends, <body data-rendered="ok">, or "error" with the message in #fl-error.
(function () {
  "use strict";
  var SUPPORTED_VERSION = 2;
  var ROWS_STEP = 200;       // table rows drawn at once, more as the table scrolls into view
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
    // One trie over every site's stack (identical stacks aggregate on the way down); children
    // in a Map, a node's tooltip worked out only when it is drawn.
    var root = {name: "all", value: 0, children: new Map()};
    var sites = data.runtime.sites || [];
    for (var n = 0; n < sites.length; n++) {
      var s = sites[n], w = s.minorFaults || 0;
      if (!w) continue;
      var node = root, ids = s._f || [];
      root.value += w;
      for (var d = ids.length; d >= 0; d--) {
        var f = d > 0 ? ids[d - 1] : -1, name = f >= 0 ? frameLabelAt(f) : (s.function || "?");
        var c = node.children.get(name);
        if (!c) { c = {name: name, value: 0, children: new Map(), parent: node, frame: f, kind: f >= 0 ? null : s.kind}; node.children.set(name, c); }
        c.value += w;
        node = c;
      }
    }
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
        var box = el("div", {class: "fl-frame", title: node.name + "\n" + (node.frame >= 0 ? describe(frameAt(node.frame)) : (node.kind || "")) + "\n" + fmt(node.value) + " faults (" + (100 * node.value / root.value).toFixed(1) + " %)",
                             "data-name": node.name, "data-faults": node.value},
                     [w > 30 ? node.name : ""]);
        box.style.left = x + "px"; box.style.top = depth * 19 + "px"; box.style.width = Math.max(1, w - 1) + "px";
        box.style.background = "hsl(" + hue + ",85%," + (58 + (hash(node.name) % 15)) + "%)";
        box.onclick = function () { draw(node === top && node.parent ? node.parent : node); };
        chart.appendChild(box);
        var kids = Array.from(node.children.values()).sort(function (a, b) { return b.value - a.value; });
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
    var all = data.runtime.sites || [], sites = new Array(all.length);
    for (var i = 0; i < all.length; i++) {
      var s = all[i];
      sites[i] = {i: i, s: s, faults: s.minorFaults || 0, calls: s.calls || 0, fpc: s.faultsPerCall || 0,
                  bytes: s.bytes || 0, mmapped: s.tracedCalls ? (s.mmappedBlocks || 0) / s.tracedCalls : 0};
    }
    // Names and verdicts only for the rows drawn, or for every row when sorting by them.
    function findingsOf(r) {
      var join = data.sites[r.i];
      return join ? join.findings.map(function (k) { return data.findings[k]; }) : [];
    }
    var lazy = {
      name: function (r) { return r.name != null ? r.name : (r.name = siteName(r.s)); },
      verdict: function (r) {
        return r.verdict != null ? r.verdict : (r.verdict = findingsOf(r).map(function (f) { return f.verdict || ""; }).filter(Boolean).join(", "));
      }
    };
    var cols = [["name", "site", false], ["faults", "faults", true], ["calls", "calls", true],
                ["fpc", "faults/call", true], ["bytes", "bytes", true], ["mmapped", "mmapped", true],
                ["verdict", "verdict", false], [null, "static finding", false]];
    var table = el("table", {id: "fl-sites-table"});
    var note = el("p", {class: "fl-note", id: "fl-sites-note"});
    var more = el("p", {class: "fl-note", id: "fl-sites-more"});
    sec.appendChild(note);
    sec.appendChild(table);
    sec.appendChild(more);
    var sortKey = "faults", desc = true, shown = 0;
    function row(r) {
      var name = lazy.name(r), verdict = lazy.verdict(r), fs = findingsOf(r);
      var excerptKey = (data.sites[r.i] || {}).excerpt, f = fs[0], cell = el("td");
      if (f) {
        cell.appendChild(el("details", null, [el("summary", {text: f.ruleId + ": " + f.message}),
          f.reason ? el("p", {class: "fl-note", text: f.reason}) : null, excerpt(data, f.excerpt || excerptKey)]));
      } else if (excerptKey) {
        cell.appendChild(el("details", null, [el("summary", {class: "fl-note", text: "(no finding) source"}), excerpt(data, excerptKey)]));
      }
      return el("tr", {class: "fl-site", "data-site": name, "data-faults": r.faults, "data-calls": r.calls}, [
        el("td", {text: name, title: (r.s.frames || []).map(describe).join("\n")}),
        el("td", {class: "fl-num", text: fmt(r.faults)}), el("td", {class: "fl-num", text: fmt(r.calls)}),
        el("td", {class: "fl-num", text: fmt(r.fpc)}), el("td", {class: "fl-num", text: bytes(r.bytes)}),
        el("td", {class: "fl-num", text: r.s.tracedCalls ? (100 * r.mmapped).toFixed(0) + " %" : ""}),
        el("td", {class: verdict ? "fl-verdict-" + verdict.split(",")[0].replace(/ /g, "-") : "", text: verdict}),
        cell]);
    }
    function showMore() {
      var end = Math.min(sites.length, shown + ROWS_STEP), frag = document.createDocumentFragment();
      for (; shown < end; shown++) frag.appendChild(row(sites[shown]));
      table.appendChild(frag);
      note.textContent = shown < sites.length ? "Showing " + fmt(shown) + " of " + fmt(sites.length) + " sites (more as you scroll); click a heading to sort all of them." : fmt(sites.length) + " sites; click a heading to sort.";
      more.textContent = shown < sites.length ? "Show more" : "";
    }
    more.onclick = showMore;
    // Rows are drawn ROWS_STEP at a time: the next batch when the end of the table comes into view.
    if (typeof IntersectionObserver === "function")
      new IntersectionObserver(function (es) { if (es.some(function (e) { return e.isIntersecting; }) && shown < sites.length) showMore(); }).observe(more);
    function draw() {
      var get = lazy[sortKey];
      if (get) sites.forEach(get);
      sites.sort(function (a, b) {
        var x = a[sortKey], y = b[sortKey];
        var c = typeof x === "string" ? (x < y ? -1 : x > y ? 1 : 0) : x - y;
        return (desc ? -c : c) || a.i - b.i;
      });
      table.textContent = "";
      table.appendChild(el("tr", null, cols.map(function (c) {
        var th = el("th", {class: (c[2] ? "fl-num " : "") + (c[0] ? "fl-sortable" : "") + (c[0] === sortKey ? (desc ? " fl-sorted-desc" : " fl-sorted-asc") : ""),
                           "data-key": c[0] || "", text: c[1]});
        if (c[0]) th.onclick = function () { if (sortKey === c[0]) desc = !desc; else { sortKey = c[0]; desc = c[2]; } draw(); };
        return th;
      })));
      shown = 0;
      showMore();
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

  // The runtime report's sites come as rows over a frame table (docs/report.md, "Data"): each
  // becomes an object of one shape with the runtime JSON's fields; its `frames` and `location`
  // are decoded from the frame table only when read (the flame graph works on frame ids).
  var frameAt = function () { return undefined; }, frameLabelAt = frameAt;
  function decodeSites(data) {
    var rt = data.runtime;
    if (!rt) return;
    var sf = data.siteFields || [], ff = data.frameFields || [], strings = data.strings || [];
    var interned = ff.map(function (k) { return (data.frameStrings || []).indexOf(k) >= 0; });
    var rows = data.frames || [], cache = new Array(rows.length), labels = new Array(rows.length);
    frameAt = function (i) {
      var f = cache[i];
      if (f || i == null || i < 0) return f;
      var r = rows[i];
      f = {};
      for (var k = 0; k < ff.length; k++) { var v = r[k]; if (v !== null) f[ff[k]] = interned[k] ? strings[v] : v; }
      return (cache[i] = f);
    };
    var fn = ff.indexOf("function"), mod = ff.indexOf("module"), addr = ff.indexOf("address");
    function str(r, k) { var v = k < 0 ? null : r[k]; return v == null ? undefined : interned[k] ? strings[v] : v; }
    frameLabelAt = function (i) {
      var l = labels[i];
      if (l === undefined) {
        var r = rows[i];
        l = labels[i] = str(r, fn) || (base(str(r, mod)) + "+0x" + (str(r, addr) || "?"));
      }
      return l;
    };
    function Site() {}
    Object.defineProperty(Site.prototype, "frames", {get: function () {
      return this._f == null ? undefined : this._fo || (this._fo = this._f.map(frameAt));
    }});
    Object.defineProperty(Site.prototype, "location", {get: function () { return this._l == null ? undefined : frameAt(this._l); }});
    // One constructor for every site: assignments in the same order give one hidden class.
    var body = "var s = new Site();";
    sf.forEach(function (k, i) {
      body += k === "frames" ? "s._f = r[" + i + "];" : k === "location" ? "s._l = r[" + i + "];"
        : "s[" + JSON.stringify(k) + "] = r[" + i + "] === null ? undefined : r[" + i + "];";
    });
    var make = new Function("Site", "r", body + "return s;");
    function decode(arr) {
      if (!arr) return arr;
      var out = new Array(arr.length);
      for (var n = 0; n < arr.length; n++) out[n] = Array.isArray(arr[n]) ? make(Site, arr[n]) : arr[n];
      return out;
    }
    rt.sites = decode(rt.sites);
    ((rt.whatIf && rt.whatIf.configurations) || []).forEach(function (c) { c.sites = decode(c.sites); });
  }

  var phases = [];
  function timed(name, fn) {
    var t = performance.now(), r = fn();
    phases.push(name + ":" + Math.round(performance.now() - t));
    return r;
  }

  function render() {
    var data = timed("parse", function () { return JSON.parse(document.getElementById("fl-data").textContent); });
    if (data.format !== "faultline-report" || data.version !== SUPPORTED_VERSION)
      throw new Error("this page reads faultline-report version " + SUPPORTED_VERSION + ", not " + data.version);
    timed("decode", function () { decodeSites(data); });
    document.getElementById("fl-loading").remove();
    var rt = data.runtime;
    document.getElementById("fl-subtitle").textContent = (rt ? "Run of " + ((rt.command || []).join(" ") || "(collected reports)") : "Static findings") +
      " · faultline " + data.tool.version + " · report format " + data.version;
    timed("summary", function () { renderSummary(data); });
    if (rt) {
      timed("timeline", function () { renderTimeline(data); });
      timed("flame", function () { renderFlame(data); });
      timed("sites", function () { renderSites(data); });
      timed("whatif", function () { renderWhatIf(data); });
    }
    timed("findings", function () { renderFindings(data); });
  }

  try {
    render();
    document.body.setAttribute("data-rendered", "ok");
    // Milliseconds from navigation start to the end of rendering (bench/report_load.py).
    document.body.setAttribute("data-render-ms", String(Math.round(performance.now())));
    document.body.setAttribute("data-render-phases", phases.join(" "));
  } catch (e) {
    document.body.setAttribute("data-rendered", "error");
    document.getElementById("fl-main").appendChild(el("pre", {class: "fl-error", id: "fl-error", text: "The report could not be drawn: " + (e && e.stack || e)}));
  }
})();
