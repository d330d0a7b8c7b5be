"""faultline's SARIF: the SARIF 2.1.0 structure GitHub code scanning needs, checked with a schema
(sarif-2.1.0-github-subset.schema.json, written for this test: see docs/sarif.md) and then field
by field; ruleIndex consistency; fingerprints that survive unrelated edits."""
import json
import subprocess
import os
import re
import shutil
import sys
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
import fltest  # noqa: E402
from fltest import Project, expect, expect_rc  # noqa: E402

import jsonschema  # noqa: E402

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      "sarif-2.1.0-github-subset.schema.json")
CXX = "clang++-19" if shutil.which("clang++-19") else "c++"

VEC = """#include <vector>

void vec(int n) {
  for (int i = 0; i < n; ++i) {
    std::vector<double> v(1 << 20);
    v[0] = 1;
  }
}
"""
IO = """#include <stdio.h>

void io(int n) {
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen("/tmp/faultline-sarif-test", "w");
    fputs("x", f);
    fclose(f);
  }
}
"""
# Two identical flagged lines in one function: same key, told apart by the occurrence index.
TWINS = """#include <stdlib.h>

void twins(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20);
    p[0] = 1;
    free(p);
  }
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20);
    p[0] = 1;
    free(p);
  }
}
"""


def sample(p):
    p.positive("src/alloc.c")
    p.write("src/dir with space/vec.cpp", VEC)
    p.write("src/io.c", IO)
    p.write("src/twins.c", TWINS)
    entries = [{"directory": p.dir, "file": f, "arguments": [fltest.COMPILER, "-c", f]}
               for f in ["src/alloc.c", "src/io.c", "src/twins.c"]]
    entries.append({"directory": p.dir, "file": "src/dir with space/vec.cpp",
                    "arguments": [CXX, "-c", "src/dir with space/vec.cpp"]})
    p.write("compile_commands.json", json.dumps(entries))


def sarif(p, *extra, rc=1):
    r = p.check("-p", ".", "--format=sarif", *extra)
    expect_rc(r, rc, "sarif run")
    return r.json()


def validate(doc):
    with open(SCHEMA) as f:
        jsonschema.validate(doc, json.load(f))


def file_of(uri):
    expect(uri.startswith("file:///"), "a file URI: " + uri)
    return urllib.parse.unquote(uri[len("file://"):])


def expect_docs_resolve(driver, tree):
    """informationUri and every rule's helpUri are file: URIs of existing files under `tree`,
    the rule's page being its own documentation."""
    docs = os.path.realpath(os.path.join(tree, "share", "doc", "faultline"))
    info = file_of(driver["informationUri"])
    expect(os.path.realpath(info) == os.path.join(docs, "README.md") and os.path.isfile(info),
           "informationUri names the README: " + info)
    for r in driver["rules"]:
        page = file_of(r["helpUri"])
        expect(os.path.realpath(page) == os.path.join(docs, "rules", r["id"] + ".md") and
               os.path.isfile(page), "helpUri of %s: %s" % (r["id"], page))
        with open(page, encoding="utf-8") as f:
            expect(f.read().split("\n\n")[0] in r["help"]["text"],
                   "helpUri of %s is not its documentation" % r["id"])


def test_docs_url_overrides():
    with Project() as p:
        sample(p)
        env = dict(os.environ, FAULTLINE_DOCS_URL="https://example.org/faultline/1.0")
        r = subprocess.run([fltest.FAULTLINE, "check", "-p", ".", "--format=sarif"], cwd=p.dir,
                           env=env, capture_output=True, text=True)
        driver = json.loads(r.stdout)["runs"][0]["tool"]["driver"]
        expect(driver["informationUri"] == "https://example.org/faultline/1.0/README.md",
               "informationUri from FAULTLINE_DOCS_URL")
        for rule in driver["rules"]:
            expect(rule["helpUri"] == "https://example.org/faultline/1.0/rules/%s.md" % rule["id"],
                   "helpUri from FAULTLINE_DOCS_URL")


def test_schema_and_github_fields():
    with Project() as p:
        sample(p)
        doc = sarif(p)
        validate(doc)
        expect(doc["version"] == "2.1.0" and "sarif" in doc["$schema"], "version and $schema")
        run = doc["runs"][0]
        driver = run["tool"]["driver"]
        expect(driver["name"] == "faultline", "driver name")
        expect(re.fullmatch(r"\d+\.\d+\.\d+", driver["version"]) is not None, "driver version")
        # Every URI the SARIF names for documentation resolves to a file of the build tree
        # (build/share/doc/faultline, beside build/bin; the install test checks the prefix).
        expect_docs_resolve(driver, os.path.dirname(os.path.dirname(fltest.FAULTLINE)))

        rules = driver["rules"]
        ids = [r["id"] for r in rules]
        expect(len(ids) == len(set(ids)), "rule ids unique")
        for rule in ["faultline-loop-alloc", "faultline-vector-temporary",
                     "faultline-stdio-in-loop"]:
            expect(rule in ids, f"{rule} described")
        for r in rules:
            expect(r["name"] and r["name"] != r["id"], "readable rule name")
            expect(r["shortDescription"]["text"].strip(), "shortDescription.text")
            full = r["fullDescription"]["text"].strip()
            # A full sentence (GitHub shows it as the rule's description), not a lead-in.
            expect(len(full) > 40 and full[0].isupper() and full.endswith(".") and
                   not full.endswith(":"), f"fullDescription is a sentence: {full!r}")
            expect("What it does" in r["help"]["text"], "help.text is the rule's documentation")
            expect(r["help"]["markdown"] == r["help"]["text"], "help.markdown too")
            expect(r["defaultConfiguration"]["level"] in ("note", "warning", "error"), "level")
            props = r["properties"]
            expect(props["tags"] == ["performance"], "tags: performance")
            expect(props["problem.severity"] in ("error", "warning", "recommendation"),
                   "problem.severity")
            expect(props["precision"] in ("very-high", "high", "medium", "low"), "precision")
        expect("security-severity" not in json.dumps(doc), "never security-severity")

        root_uri = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        expect(root_uri == "file://" + urllib.parse.quote(p.dir) + "/", f"SRCROOT {root_uri}")
        inv = run["invocations"]
        expect(len(inv) == 1 and inv[0]["executionSuccessful"] is True, "successful run")
        expect("toolExecutionNotifications" not in inv[0], "no failure notifications")

        results = run["results"]
        by_rule = {}
        for res in results:
            by_rule.setdefault(res["ruleId"], []).append(res)
            expect(rules[res["ruleIndex"]]["id"] == res["ruleId"], "ruleIndex points at ruleId")
            expect(res["level"] in ("note", "warning", "error"), "result level")
            expect(res["message"]["text"].strip(), "message.text")
            loc = res["locations"][0]["physicalLocation"]
            art = loc["artifactLocation"]
            expect(art["uriBaseId"] == "%SRCROOT%", "uriBaseId")
            uri = art["uri"]
            expect(not uri.startswith("/") and "://" not in uri and "\\" not in uri,
                   f"repo-relative forward-slash URI: {uri}")
            expect(" " not in uri, f"URI percent-encoded: {uri}")
            expect(os.path.isfile(os.path.join(p.dir, urllib.parse.unquote(uri))),
                   f"URI resolves against the root: {uri}")
            region = loc["region"]
            for k in ("startLine", "startColumn", "endLine", "endColumn"):
                expect(isinstance(region.get(k), int) and region[k] >= 1, f"region.{k}")
            expect((region["endLine"], region["endColumn"]) > (region["startLine"],
                                                               region["startColumn"]),
                   "region ends after it starts")
            fp = res["partialFingerprints"]["primaryLocationLineHash"]
            expect(re.fullmatch(r"[0-9a-f]{16}:[1-9]\d*", fp) is not None, f"fingerprint {fp}")
            props = res["properties"]
            expect(props["tags"] == ["performance"], "result tags")
            expect(props["confidence"] in ("low", "medium", "high"), "confidence")
            expect("sizeBytes" in props or "sizeExpression" in props
                   or res["ruleId"] == "faultline-stdio-in-loop", "size in properties")
            expect("loop" in props and props["loop"]["line"] >= 1, "loop location in properties")
            related = res.get("relatedLocations", [])
            rids = [rl["id"] for rl in related]
            expect(len(rids) == len(set(rids)), "relatedLocation ids unique")
            expect(any(rl["physicalLocation"]["region"]["startLine"] == props["loop"]["line"]
                       for rl in related), "the loop is a relatedLocation")
            for rl in related:
                expect(rl["message"]["text"].strip(), "relatedLocation message")
                expect(rl["physicalLocation"]["artifactLocation"]["uriBaseId"] == "%SRCROOT%",
                       "relatedLocation is root-relative")

        expect(sorted(by_rule) == ["faultline-loop-alloc", "faultline-stdio-in-loop",
                                   "faultline-vector-temporary"],
               f"one sample per rule, got {sorted(by_rule)}")
        uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                for r in results}
        expect("src/dir%20with%20space/vec.cpp" in uris, f"encoded URI, got {uris}")
        alloc = [r for r in by_rule["faultline-loop-alloc"]
                 if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                 == "src/alloc.c"]
        expect(len(alloc) == 1 and alloc[0]["properties"]["sizeBytes"] == 1 << 20
               and alloc[0]["locations"][0]["physicalLocation"]["region"]["startLine"]
               == fltest.ALLOC_LINE, "the 1 MiB malloc at its line, with its size")


def fingerprints(doc):
    out = {}
    for r in doc["runs"][0]["results"]:
        loc = r["locations"][0]["physicalLocation"]
        key = (loc["artifactLocation"]["uri"], r["ruleId"], r["properties"]["function"])
        out.setdefault(key, []).append((r["partialFingerprints"]["primaryLocationLineHash"],
                                        loc["region"]["startLine"]))
    return out


def test_fingerprints_distinct_for_identical_lines():
    with Project() as p:
        sample(p)
        doc = sarif(p)
        hashes = [r["partialFingerprints"]["primaryLocationLineHash"]
                  for r in doc["runs"][0]["results"]]
        expect(len(hashes) == len(set(hashes)), f"fingerprints unique in a run: {hashes}")
        twins = fingerprints(doc)[("src/twins.c", "faultline-loop-alloc", "twins")]
        expect(len(twins) == 2, "both twins reported")
        (h1, _), (h2, _) = twins
        expect(h1.split(":")[0] == h2.split(":")[0], "same key for identical lines")
        expect([h1.split(":")[1], h2.split(":")[1]] == ["1", "2"], "occurrence index 1 and 2")


def test_fingerprint_stable_when_lines_added_above():
    with Project() as p:
        sample(p)
        before = fingerprints(sarif(p))
        # Unrelated edits above every finding: comments, a declaration, blank lines, and
        # re-indentation of the flagged line (whitespace is normalised).
        for rel in ["src/alloc.c", "src/io.c", "src/twins.c", "src/dir with space/vec.cpp"]:
            with open(p.path(rel)) as f:
                text = f.read()
            text = "// a new header comment\n\n/* and\n   more */\nint unrelated_global;\n" + text
            text = text.replace("    char *p = malloc(1 << 20);", "    char  *p =  malloc(1 << 20);")
            with open(p.path(rel), "w") as f:
                f.write(text)
        after = fingerprints(sarif(p))
        expect(sorted(before) == sorted(after), "the same findings after the edit")
        for key in before:
            for (h0, l0), (h1, l1) in zip(before[key], after[key]):
                expect(h0 == h1, f"{key}: fingerprint changed {h0} -> {h1}")
                expect(l1 == l0 + 5, f"{key}: startLine moved from {l0} to {l1}")


def test_fingerprint_changes_when_the_flagged_line_changes():
    # The converse: the hash is not a constant; editing the flagged code itself changes it.
    with Project() as p:
        sample(p)
        before = fingerprints(sarif(p))
        with open(p.path("src/alloc.c")) as f:
            text = f.read()
        with open(p.path("src/alloc.c"), "w") as f:
            f.write(text.replace("malloc(1 << 20)", "malloc(1 << 21)"))
        after = fingerprints(sarif(p))
        key = ("src/alloc.c", "faultline-loop-alloc", "work_src_alloc_c")
        expect(before[key][0][0] != after[key][0][0], "edited line -> new fingerprint")


def test_failed_tu_is_not_a_clean_sarif():
    with Project() as p:
        sample(p)
        p.write("src/broken.c", "void broken(void) { int x = ; }\n")
        with open(p.path("compile_commands.json")) as f:
            entries = json.load(f)
        entries.append({"directory": p.dir, "file": "src/broken.c",
                        "arguments": [fltest.COMPILER, "-c", "src/broken.c"]})
        p.write("compile_commands.json", json.dumps(entries))
        doc = sarif(p, rc=3)
        validate(doc)
        inv = doc["runs"][0]["invocations"][0]
        expect(inv["executionSuccessful"] is False, "executionSuccessful=false")
        notes = inv["toolExecutionNotifications"]
        expect(len(notes) == 1 and notes[0]["level"] == "error", "one error notification")
        expect("src/broken.c" in notes[0]["message"]["text"] and
               "error" in notes[0]["message"]["text"], "names the TU and its error")
        loc = notes[0]["locations"][0]["physicalLocation"]["artifactLocation"]
        expect(loc == {"uri": "src/broken.c", "uriBaseId": "%SRCROOT%"}, "failure location")
        expect(len(doc["runs"][0]["results"]) >= 4, "the other TUs' results are still there")


def test_no_findings_is_still_complete():
    with Project() as p:
        p.negative("clean.c")
        p.database(["clean.c"])
        doc = sarif(p, rc=0)
        validate(doc)
        run = doc["runs"][0]
        expect(run["results"] == [], "empty results array, present")
        expect(len(run["tool"]["driver"]["rules"]) >= 3, "rules described even without results")
        expect(run["invocations"][0]["executionSuccessful"] is True, "clean and successful")


HELPER = """#include <stdlib.h>

void process(int n) {
  char *buf = malloc(4 << 20);
  buf[n] = 1;
  free(buf);
}
"""
CALLER = """void process(int n);
void middle(int n) { process(n); }

int main(void) {
  for (int i = 0; i < 100; ++i)
    middle(i);
  return 0;
}
"""


def test_call_path_related_locations_and_code_flow():
    """A helper in one file called through another function from a loop in a second file: the
    result carries every call as a related location and one codeFlow from the loop's call to
    the allocation, in the shape GitHub reads (checked by the schema too)."""
    with Project() as p:
        p.write("src/helper.c", HELPER)
        p.write("src/main.c", CALLER)
        p.database(["src/helper.c", "src/main.c"])
        doc = sarif(p, "--no-cache")
        validate(doc)
        results = [r for r in doc["runs"][0]["results"] if r.get("codeFlows")]
        expect(len(results) == 1, f"one result with a code flow, got {len(results)}")
        r = results[0]
        expect(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "src/helper.c",
               "reported at the allocation in the helper")
        flows = r["codeFlows"]
        expect(len(flows) == 1 and len(flows[0]["threadFlows"]) == 1, "one codeFlow, one threadFlow")
        steps = flows[0]["threadFlows"][0]["locations"]
        where = [(s["location"]["physicalLocation"]["artifactLocation"]["uri"],
                  s["location"]["physicalLocation"]["region"]["startLine"]) for s in steps]
        expect(where == [("src/main.c", 6), ("src/main.c", 2), ("src/helper.c", 4)],
               f"flow: call in the loop, then middle -> process, then the malloc; got {where}")
        for s in steps:
            expect(s["location"]["message"]["text"], "every flow step has a message")
        related = {(l["physicalLocation"]["artifactLocation"]["uri"],
                    l["physicalLocation"]["region"]["startLine"]) for l in r["relatedLocations"]}
        for call in where[:-1]:
            expect(call in related, f"call {call} among relatedLocations")
        ids = [l["id"] for l in r["relatedLocations"]]
        expect(len(ids) == len(set(ids)), "relatedLocations ids unique")


if __name__ == "__main__":
    fltest.main(globals())
