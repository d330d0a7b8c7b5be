"""--unknown-sizes (and unknown-sizes in .faultline.yaml) against --fail-on: an allocation whose
size is unknown but can plausibly reach --min-size is a note by default, so it never fails
`--fail-on warning`; `warn` makes it a warning, `off` drops it. Sizes that cannot plausibly reach
--min-size (string lengths, a bounded value) are never reported."""
import json

import fltest
from fltest import Project, expect, expect_rc, expect_one_line_error

UNKNOWN = """#include <stdlib.h>
#include <string.h>

void grows(const char *src, size_t len, int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(len);
    memcpy(p, src, len);
    free(p);
  }
}

void stays_small(const char *dir, const char *name, unsigned short extra, int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(strlen(dir) + strlen(name) + 2);
    char *q = malloc(extra);
    p[0] = q[0] = 0;
    free(q);
    free(p);
  }
}
"""


def findings(r):
    return r.json()["findings"]


def test_default_is_note_and_does_not_fail():
    with Project() as p:
        p.write("u.c", UNKNOWN)
        p.database(["u.c"])
        r = p.check("-p", ".", "--format=json")
        expect_rc(r, 0, "an unknown-size note does not fail the default --fail-on warning")
        fs = findings(r)
        expect([(f["location"]["line"], f["severity"], f["confidence"]) for f in fs]
               == [(6, "note", "low")], "only the parameter-sized block, as a note", r)
        r = p.check("-p", ".")
        expect("u.c:6:15: note: block from 'malloc'" in r.out, "text output says note", r)
        expect_rc(p.check("-p", ".", "--fail-on", "note"), 1, "--fail-on note counts it")
        sarif = json.loads(p.check("-p", ".", "--format=sarif").out)
        levels = [res["level"] for res in sarif["runs"][0]["results"]]
        expect(levels == ["note"], f"SARIF level note, got {levels}")


def test_warn_and_off():
    with Project() as p:
        p.write("u.c", UNKNOWN)
        p.database(["u.c"])
        r = p.check("-p", ".", "--format=json", "--unknown-sizes", "warn")
        expect_rc(r, 1, "--unknown-sizes=warn: a warning fails --fail-on warning")
        expect([f["severity"] for f in findings(r)] == ["warning"], "one warning", r)
        expect_rc(p.check("-p", ".", "--unknown-sizes=warn", "--fail-on", "error"), 0,
                  "a warning does not fail --fail-on error")
        r = p.check("-p", ".", "--format=json", "--unknown-sizes=off", "--fail-on", "note")
        expect_rc(r, 0, "--unknown-sizes=off drops the finding")
        expect(findings(r) == [], "no findings with off", r)
        r = p.check("-p", ".", "--format=json", "--unknown-sizes=note")
        expect([f["severity"] for f in findings(r)] == ["note"], "explicit note", r)


def test_configuration_and_command_line():
    with Project() as p:
        p.write("u.c", UNKNOWN)
        p.database(["u.c"])
        p.write(".faultline.yaml", "unknown-sizes: warn\n")
        r = p.check("-p", ".", "--format=json")
        expect([f["severity"] for f in findings(r)] == ["warning"], "configuration: warn", r)
        expect_rc(r, 1, "configured warn fails --fail-on warning")
        r = p.check("-p", ".", "--format=json", "--unknown-sizes=note")
        expect([f["severity"] for f in findings(r)] == ["note"], "the command line wins", r)
        expect_rc(r, 0, "a note passes")
        p.write(".faultline.yaml", "unknown-sizes: loud\n")
        expect_one_line_error(p.check("-p", "."), "invalid configuration", "unknown-sizes")


def test_bad_value():
    with Project() as p:
        p.write("u.c", UNKNOWN)
        p.database(["u.c"])
        expect_one_line_error(p.check("-p", ".", "--unknown-sizes", "sometimes"),
                              "--unknown-sizes", "sometimes")


def test_known_sizes_unaffected():
    with Project() as p:
        p.positive("w.c")  # 1 MiB: a warning whatever --unknown-sizes says
        p.database(["w.c"])
        for value in ("note", "warn", "off"):
            r = p.check("-p", ".", "--format=json", "--unknown-sizes", value)
            expect([f["severity"] for f in findings(r)] == ["warning"],
                   f"--unknown-sizes={value} leaves a known size alone", r)


if __name__ == "__main__":
    fltest.main(globals())
