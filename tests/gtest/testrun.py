"""The loop every test script in tests/gtest ends with: run its test_* functions (or the ones named
on the command line), print each outcome, keep the work directory only when something failed."""
import shutil
import traceback


def run_all(module_globals, wanted, work, ordered=False):
    tests = [(n, f) for n, f in module_globals.items() if n.startswith("test_")]
    if ordered:
        tests.sort()
    failed = 0
    for name, fn in tests:
        if wanted and name not in wanted:
            continue
        print(f"{name}:")
        try:
            fn()
            print("    ok")
        except Exception:
            failed += 1
            print("    FAILED")
            traceback.print_exc()
    if not failed:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"work directory kept: {work}")
    print(f"{failed} failed" if failed else "all passed")
    return 1 if failed else 0
