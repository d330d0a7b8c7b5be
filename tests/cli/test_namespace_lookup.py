#!/usr/bin/env python3
"""A call by an unqualified name reaches only the namespaces its caller can see (rules/program/
ProgramIndex.cpp, visibleFrom). Fast mode keys a free function by its bare name, so jpeg-xl's
`jxl::DoCompress` calling `ReadFile` (jxl::ReadFile, an inline function of a header) was joined to
`tools::ReadFile` of another file, which opens a FILE, and reported (held-out set 24). Each case
is checked in both modes (AST mode resolves by USR and is the control):

- the other namespace's function is not reached: silent;
- a `using namespace tools;` in the caller's file (which then has no jxl::ReadFile to hide it)
  makes it the callee: reported;
- a qualified call `tools::ReadFile(...)` reaches it: reported."""
import fltest
from fltest import Project, expect, expect_rc

FILE_IO_H = """#include <stdio.h>
#include <string>
#include <vector>
namespace tools {
bool ReadFile(const char *filename, std::vector<unsigned char> *out);
}
"""

FILE_IO_CC = """#include "file_io.h"
namespace tools {
bool ReadFile(const char *filename, std::vector<unsigned char> *out) {
  FILE *file = fopen(filename, "rb");
  if (!file)
    return false;
  out->resize(1);
  fclose(file);
  return true;
}
}  // namespace tools
"""
FOPEN_LINE = 4

BASE_IO_H = """#include <string>
namespace jxl {
static inline bool ReadFile(const char *pathname, std::string *out) {
  out->assign(pathname);
  return true;
}
}  // namespace jxl
"""

BENCH_CC = """{include}
#include "file_io.h"
{using}
namespace jxl {{
int DoCompress(const char *filename, int reps) {{
  int n = 0;
  for (int i = 0; i < reps; ++i) {{
    {call}
  }}
  return n;
}}
}}  // namespace jxl
"""
OWN = "std::string data_in; n += ReadFile(filename, &data_in);"
TOOLS = "std::vector<unsigned char> data_in; n += ReadFile(filename, &data_in);"
QUALIFIED = "std::vector<unsigned char> data_in; n += tools::ReadFile(filename, &data_in);"


def fopen_lines(mode, bench):
    with Project() as p:
        files = {"file_io.h": FILE_IO_H, "file_io.cc": FILE_IO_CC, "base_io.h": BASE_IO_H, "bench.cc": bench}
        for rel, text in files.items():
            p.write(rel, text)
        p.database(["file_io.cc", "bench.cc"])
        args = ["--format", "json", "--fail-on", "never", "--mode", mode, "--no-cache"]
        if mode == "fast":
            args += ["-p", "."]
        r = p.check(*args)
        expect_rc(r, 0, f"{mode} mode")
        return sorted(f["location"]["line"] for f in r.json()["findings"]
                      if f["ruleId"] == "faultline-stdio-in-loop" and f["location"]["file"].endswith("file_io.cc")), r


def test_another_namespaces_function_is_not_the_callee():
    for mode in ("ast", "fast"):
        lines, r = fopen_lines(mode, BENCH_CC.format(include='#include "base_io.h"', using="", call=OWN))
        expect(lines == [], f"{mode}: jxl::ReadFile is called, not tools::ReadFile", r)


def test_a_using_directive_makes_it_the_callee():
    for mode in ("ast", "fast"):
        lines, r = fopen_lines(mode, BENCH_CC.format(include="", using="using namespace tools;", call=TOOLS))
        expect(lines == [FOPEN_LINE], f"{mode}: `using namespace tools` reaches tools::ReadFile", r)


def test_a_qualified_call_reaches_it():
    for mode in ("ast", "fast"):
        lines, r = fopen_lines(mode, BENCH_CC.format(include='#include "base_io.h"', using="", call=QUALIFIED))
        expect(lines == [FOPEN_LINE], f"{mode}: tools::ReadFile(...) is that function", r)


if __name__ == "__main__":
    fltest.main(globals())
