"""Command line: python -m shared_rules COMMAND  (or micropython -m shared_rules COMMAND).

Commands read JSON lines on standard input and write one JSON line per input line:
  forbidden  {"black": [...], "white": [...]}  ->  {"forbidden": {"h9": "33", ...}}
  replay     {"moves": ["h8", "h9", ...]}       ->  {"result": ..., "reason": ..., "opening": ..., "moves": N}
A bad input line gives {"error": "..."} and the batch goes on.
"""
import sys
import json


def _lines():
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        line = line.strip()
        if line:
            yield line


def run(handler):
    for line in _lines():
        try:
            reply = handler(json.loads(line))
        except Exception as error:  # one bad line must not stop the batch
            reply = {"error": "%s: %s" % (type(error).__name__, error)}
        sys.stdout.write(json.dumps(reply) + "\n")


COMMANDS = {}


def main(argv):
    if len(argv) != 1 or argv[0] not in COMMANDS:
        sys.stderr.write("usage: python -m shared_rules {%s} < input.jsonl\n" % "|".join(sorted(COMMANDS)))
        return 2
    run(COMMANDS[argv[0]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
