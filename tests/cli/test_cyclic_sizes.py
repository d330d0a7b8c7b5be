"""A size read from variables that are written many times, each write reading several of the
others (the unrolled rounds of MD5 and SHA-256: libmicrohttpd's md5.c and sha256.c, dav1d's
tools/output/md5.c). The magnitude walk through their writes is a tree of fan-out in the
hundreds; before the step budget (SizeEvaluator::kMaxSteps) `faultline check` ran for hours on
one such function. ctest's TIMEOUT on this script is the assertion that it ends; the other checks
are that the budget is per query: the allocations after the mixed one are judged as before."""
import fltest
from fltest import Project, expect, expect_rc

VARS = "abcdefgh"
ROUNDS = 64


def mixing_function():
    lines = ["#include <stdlib.h>", "", "unsigned mix(const unsigned *x, int n) {"]
    lines.append("  unsigned " + ", ".join(f"{v} = x[{i}]" for i, v in enumerate(VARS)) + ";")
    lines.append("  for (int i = 0; i < n; ++i) {")
    for r in range(ROUNDS):
        # SHA-256's shape: each round writes two variables from four others and a message word.
        t = [VARS[(r + k) % len(VARS)] for k in range(len(VARS))]
        lines.append(f"    {t[7]} = {t[6]} + (({t[4]} & {t[5]}) ^ (~{t[4]} & {t[6]})) + x[{r % 16}]"
                     f" + {0x428a2f98 + r}u;")
        lines.append(f"    {t[3]} = {t[3]} + {t[7]} + (({t[0]} & {t[1]}) | ({t[2]} & ({t[0]} | {t[1]})));")
    lines.append("    char *p = malloc(" + " + ".join(VARS) + ");")
    lines.append("    if (p) p[0] = 0;")
    lines.append("    free(p);")
    lines.append("  }")
    lines.append("  return a;")
    lines.append("}")
    return "\n".join(lines) + "\n"


AFTER = """
void after(unsigned len, int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(len);
    char *q = malloc(1 << 20);
    p[0] = q[0] = 0;
    free(q);
    free(p);
  }
}
"""


def test_cyclic_writes_finish_and_later_queries_are_judged():
    with Project() as p:
        p.write("mix.c", mixing_function() + AFTER)
        p.database(["mix.c"])
        # --unknown-sizes note: the parameter-sized block below is judged, not dropped
        r = p.check("-p", ".", "--format=json", "--fail-on", "never", "--unknown-sizes", "note")
        expect_rc(r, 0, "the check ends and reports")
        lines = sorted(f["location"]["line"] for f in r.json()["findings"]
                       if f["location"]["file"].endswith("mix.c"))
        text = (mixing_function() + AFTER).splitlines()
        line = lambda needle: 1 + next(i for i, l in enumerate(text) if needle in l)
        expect(line("malloc(len)") in lines,
               f"after(): the parameter-sized block is still judged, got {lines}", r)
        expect(line("malloc(1 << 20)") in lines,
               f"after(): the 1 MiB block is still reported, got {lines}", r)


if __name__ == "__main__":
    fltest.main(globals())
