"""`check --shard K/N` + `merge` print byte for byte what one unsharded `check` prints, in every
format and with the same exit code; bad --shard values and bad bundles are one-line usage
errors (exit 2)."""
import json
import os

import pipeline_project as pp
from fltest import Project, expect, expect_rc, expect_one_line_error


def shards(p, n, *extra):
    """Writes the N bundles; returns their paths."""
    paths = []
    for k in range(1, n + 1):
        out = p.path(f"bundles/{n}/s{k}.json")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        r = p.check("-p", ".", "--shard", f"{k}/{n}", "-o", out, *extra)
        expect(r.rc in (0, 3), f"shard {k}/{n} writes its bundle", r)
        expect(r.out == "", "a bundle written with -o leaves stdout empty", r)
        paths.append(out)
    return paths


def test_merge_equals_single_run_every_format():
    for broken in [False, True]:
        with Project() as p:
            pp.make(p, broken=broken)
            singles = {fmt: p.check("-p", ".", f"--format={fmt}", "--no-cache")
                       for fmt in ["text", "json", "sarif"]}
            expected_rc = 3 if broken else 1
            for fmt, r in singles.items():
                expect_rc(r, expected_rc, f"single {fmt}")
            findings = singles["json"].json()["findings"]
            expect(any(f["ruleId"] == "faultline-per-call-buffer" for f in findings),
                   "the fixture has a cross-file finding (helper.c called from loop.c)")
            for n in [1, 2, 3]:
                bundles = shards(p, n)
                for fmt, single in singles.items():
                    merged = p.run("merge", f"--format={fmt}", *bundles)
                    expect_rc(merged, expected_rc, f"merge of {n} shards ({fmt})")
                    expect(merged.out == single.out,
                           f"merge of {n} shards == single run ({fmt}, broken={broken})")
                    expect(merged.err.splitlines()[-1] == single.err.splitlines()[-1],
                           "same summary line", merged)


def test_shard_slices_are_disjoint_and_cover_everything():
    with Project() as p:
        files = pp.make(p)
        seen = []
        for k in [1, 2, 3]:
            b = json.load(open(shards(p, 3)[k - 1]))
            expect(b["kind"] == "faultline-summaries" and b["version"] == 1, "a bundle")
            expect(b["shard"] == {"index": k, "count": 3}, "records its shard")
            expect(b["filesAnalyzed"] == len(b["translationUnits"]), "one summary per TU")
            seen += [os.path.relpath(tu["mainFile"], p.dir) for tu in b["translationUnits"]]
        expect(sorted(seen) == sorted(files), f"every TU exactly once: {seen}")
        # Sorted by path, TU i goes to shard i % N + 1.
        order = sorted(files)
        b1 = json.load(open(p.path("bundles/3/s1.json")))
        expect([os.path.relpath(tu["mainFile"], p.dir) for tu in b1["translationUnits"]]
               == order[0::3], "shard 1/3 holds TUs 0, 3, ...")


def test_shard_implies_summary_on_stdout_unless_a_format_is_given():
    with Project() as p:
        pp.make(p)
        r = p.check("-p", ".", "--shard", "1/2")
        expect_rc(r, 0, "bundle written")
        expect(r.json()["kind"] == "faultline-summaries", "--shard alone writes a bundle")
        r = p.check("-p", ".", "--shard", "1/2", "--format=json")
        expect(r.rc in (0, 1) and "findings" in r.json(), "--format json: that slice's report")
        r = p.check("-p", ".", "--format=summary")
        expect_rc(r, 0, "unsharded bundle")
        expect(r.json()["shard"] is None, "no shard recorded")
        expect(len(r.json()["translationUnits"]) == len(pp.FILES), "every TU")


def test_merged_bundle_can_be_merged_again():
    with Project() as p:
        pp.make(p)
        single = p.check("-p", ".", "--format=json")
        combined = p.path("combined.json")
        r = p.run("merge", "--format=summary", "-o", combined, *shards(p, 3))
        expect_rc(r, 0, "merge --format summary")
        again = p.run("merge", "--format=json", combined)
        expect(again.out == single.out and again.rc == single.rc, "bundle of bundles")


def test_bad_shard_values():
    with Project() as p:
        pp.make(p)
        for bad in ["0/2", "3/2", "x/y", "1/0", "0/0", "1", "1/", "/2", "-1/2", "1/2/3", " 1/2",
                    "+1/2", "1.0/2", ""]:
            r = p.check("-p", ".", f"--shard={bad}")
            expect_one_line_error(r, "--shard")


def write(p, rel, text):
    p.write(rel, text)
    return p.path(rel)


def test_malformed_bundles():
    with Project() as p:
        pp.make(p)
        good = json.load(open(shards(p, 1)[0]))

        def variant(**changes):
            b = json.loads(json.dumps(good))
            for k, v in changes.items():
                if v is None:
                    b.pop(k, None)
                else:
                    b[k] = v
            return json.dumps(b)

        damaged_tu = json.loads(json.dumps(good))
        del damaged_tu["translationUnits"][0]["mainFile"]
        cases = {
            "not-json.json": ("{ not json", "invalid JSON"),
            "array.json": ("[]", "not a faultline summary bundle"),
            "other-kind.json": (variant(kind="something-else"), "not a faultline summary bundle"),
            "future.json": (variant(version=99), "unsupported bundle version 99"),
            "old-facts.json": (variant(factsVersion=1), "unsupported facts version 1"),
            "no-tus.json": (variant(translationUnits=None), "translationUnits"),
            "bad-shard.json": (variant(shard={"index": 3, "count": 2}), "shard"),
            "bad-tu.json": (json.dumps(damaged_tu), "translationUnits[0]"),
        }
        for name, (text, needle) in cases.items():
            path = write(p, name, text)
            r = p.run("merge", path)
            expect_one_line_error(r, name, needle)
        expect_one_line_error(p.run("merge", "missing.json"), "missing.json")
        expect_one_line_error(p.run("merge"), "no summary bundles")


def test_incomplete_or_mixed_shard_sets():
    with Project() as p:
        pp.make(p)
        three = shards(p, 3)
        two = shards(p, 2)
        expect_one_line_error(p.run("merge", three[0], three[2]), "shard 2/3 is missing")
        expect_one_line_error(p.run("merge", three[0], three[0], three[1], three[2]),
                              "both shard 1/3")
        expect_one_line_error(p.run("merge", *three, two[0]), "shard")


def test_merge_refuses_bundles_made_with_other_allocators():
    with Project() as p:
        pp.make(p)
        p.write("alloc.yaml", "allocators:\n  - name: xmalloc\n    size-args: [0]\n")
        bundles = shards(p, 2, "--config", "alloc.yaml")
        expect_one_line_error(p.run("merge", *bundles), "allocators")
        r = p.run("merge", "--config", "alloc.yaml", *bundles)
        expect_rc(r, 1, "same configuration: merged")


if __name__ == "__main__":
    pp.main(globals())
