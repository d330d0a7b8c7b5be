"""A small multi-TU scratch project for the cache and shard tests: findings in sources and in a
shared header, a helper called from a loop in another file (the cross-file join), clean TUs, and
optionally a TU that does not compile.

    include/common.h  included by src/a.c and src/b.c (an inline function with a finding)
    include/other.h   included by src/c.c only
    src/helper.c      process(): a 4 MiB buffer per call
    src/loop.c        calls process() in a loop (through middle())
    src/d.c           no header, no finding
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
import fltest  # noqa: E402
from fltest import expect  # noqa: E402

COMMON = """#include <stdlib.h>

static inline void common_work(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20);
    p[0] = 1;
    free(p);
  }
}
"""
OTHER = "#define OTHER_SIZE (2 << 20)\n"
HELPER = """#include <stdlib.h>

void process(int n) {
  char *buf = malloc(4 << 20);
  buf[n] = 1;
  free(buf);
}
"""
LOOP = """void process(int n);
void middle(int n) { process(n); }

void run(int n) {
  for (int i = 0; i < n; ++i)
    middle(i);
}
"""
BROKEN = "void broken(void) { int x = ; }\n"

FILES = ["src/a.c", "src/b.c", "src/c.c", "src/d.c", "src/helper.c", "src/loop.c"]


def make(p, broken=False):
    p.write("include/common.h", COMMON)
    p.write("include/other.h", OTHER)
    p.write("src/a.c", '#include "../include/common.h"\n' + fltest.POSITIVE.format(name="a") +
            "void use_a(int n) { common_work(n); }\n")
    p.write("src/b.c", '#include "../include/common.h"\n' + fltest.NEGATIVE.format(name="b"))
    p.write("src/c.c", '#include "../include/other.h"\n#include <stdlib.h>\n'
            "void work_c(int n) {\n  for (int i = 0; i < n; ++i) {\n"
            "    char *p = malloc(OTHER_SIZE);\n    p[0] = 1;\n    free(p);\n  }\n}\n")
    p.negative("src/d.c")
    p.write("src/helper.c", HELPER)
    p.write("src/loop.c", LOOP)
    files = list(FILES)
    if broken:
        p.write("src/broken.c", BROKEN)
        files.append("src/broken.c")
    p.database(files)
    return files


def cache_stats(result):
    """(hits, misses) from the --stats line on stderr."""
    m = re.search(r"cache: (\d+) hits?, (\d+) miss(?:es)?", result.err)
    expect(m is not None, "a 'cache: H hits, M misses' line on stderr", result)
    return int(m.group(1)), int(m.group(2))


main = fltest.main
