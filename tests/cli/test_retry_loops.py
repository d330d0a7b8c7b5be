#!/usr/bin/env python3
"""A call that a loop retries only on one particular nonzero code is not per-call churn of that
loop (analyzer/extract/RetryCodes.cpp, retryCodeBranch): AST mode stays silent on
inputs/retry_on_one_code.c, and still reports the loop that goes round on every nonzero
result (rules/per_call_buffer/golden/pos_loop_until_zero.c, which both modes report). Fast mode
reads the same retry code off the syntax tree (StructuredFlow::retriesOnOneCode) and agrees."""
import os
import shutil

import fltest
from fltest import Project, expect, expect_rc

HERE = os.path.dirname(os.path.abspath(__file__))
RETRY = os.path.join(HERE, "inputs", "retry_on_one_code.c")
UNTIL_ZERO = os.path.join(HERE, "..", "..", "rules", "per_call_buffer", "golden",
                          "pos_loop_until_zero.c")


def line_of(path, needle):
    with open(path) as f:
        return next(n for n, text in enumerate(f, 1) if needle in text)


def lines(result):
    return sorted(f["location"]["line"] for f in result.json()["findings"]
                  if f["ruleId"] == "faultline-per-call-buffer")


def test_retry_on_one_code_is_not_churn():
    with Project() as p:
        shutil.copy(RETRY, p.path("retry.c"))
        shutil.copy(UNTIL_ZERO, p.path("until_zero.c"))
        p.database(["retry.c"], rel="retry/compile_commands.json")
        p.database(["until_zero.c"], rel="zero/compile_commands.json")
        retry = p.check("-p", "retry", "--no-cache", "--format", "json")
        expect_rc(retry, 0, "AST mode: the retried call is not churn")
        expect(lines(retry) == [], "no per-call finding in the retry loop", retry)
        zero = p.check("-p", "zero", "--no-cache", "--format", "json")
        expect_rc(zero, 1, "AST mode: a loop continuing on every nonzero result still churns")
        expect(lines(zero) == [line_of(UNTIL_ZERO, "= malloc(")], "the chunk buffer is reported",
               zero)
        fast = p.check("--mode", "fast", "--no-cache", "--format", "json", "retry.c")
        expect(lines(fast) == [], "fast mode: the retried call is not churn either", fast)
        fast_zero = p.check("--mode", "fast", "--no-cache", "--format", "json", "until_zero.c")
        expect(lines(fast_zero) == [line_of(UNTIL_ZERO, "= malloc(")],
               "fast mode: a loop continuing on every nonzero result still churns", fast_zero)


if __name__ == "__main__":
    fltest.main(globals())
