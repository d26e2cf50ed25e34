"""Run the shared rules tests under MicroPython (CPython runs the same files through pytest).

Usage: micropython tests/mp_runner.py tests/shared/test_board.py [...]
Every module-level function named test_* is called; an AssertionError or any other exception
is a failure. Prints one line per test and a summary "N passed, M failed"; exit status 1 on failure.
Needs MICROPYPATH to hold the repository root and tests/shared (the Makefile sets it).
"""
import sys

# MicroPython puts this script's folder (tests/) first on sys.path, where tests/vectors/ would be
# imported as a namespace package in place of tests/shared/vectors.py; MICROPYPATH says where to look.
if sys.path and sys.path[0].rstrip("/").endswith("tests"):
    sys.path.pop(0)


def _module_name(path):
    name = path.rsplit("/", 1)[-1]
    if name.endswith(".py"):
        name = name[:-3]
    return name


def main(paths):
    passed = 0
    failed = 0
    for path in paths:
        name = _module_name(path)
        module = __import__(name)
        for attr in sorted(dir(module)):
            if not attr.startswith("test_"):
                continue
            test = getattr(module, attr)
            if not callable(test):
                continue
            try:
                test()
            except Exception as error:  # report and go on: one failure must not hide the others
                failed += 1
                print("FAIL %s.%s: %s %s" % (name, attr, type(error).__name__, error))
                sys.print_exception(error)
            else:
                passed += 1
                print("ok   %s.%s" % (name, attr))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


sys.exit(main(sys.argv[1:]))
