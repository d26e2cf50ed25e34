"""A stand-in renju engine speaking the Gomocup protocol badly on purpose, for host/engine.py's
fault paths: python engine_standin.py MODE [STATE_FILE | LINES_FILE].

Modes: good (answers the first empty point from the centre, with an analysis block), crash (exits
when asked to search), hang (never answers a search, ignores stops), garbage (answers a search
with noise), illegal (proposes an occupied point
first, then a good one once blocked), forbid (reports a forbidden point the rules do not know),
mate (a good engine but in the positions LINES_FILE names, where it claims a forced win and
answers the line given there: a JSON object, the number of stones -> ["x,y", ...]).
With STATE_FILE, the fault happens once: the file records it, and the engine started again is good.
"""

import json
import os
import sys
import time

mode = sys.argv[1]
state = sys.argv[2] if len(sys.argv) > 2 else None
mates = {}
if mode == "mate":
    with open(state) as f:
        mates = json.load(f)
    state = None
if state and os.path.exists(state):
    mode = "good"  # the fault happened already: the restarted engine behaves


def fault_done():
    if state:
        with open(state, "w") as f:
            f.write("done\n")


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


stones = {}
blocked = set()
order = sorted(((x, y) for x in range(15) for y in range(15)), key=lambda p: (max(abs(p[0] - 7), abs(p[1] - 7)), p))


def read_block():
    points = []
    for line in sys.stdin:
        line = line.strip()
        if line.upper() == "DONE":
            break
        points.append([int(v) for v in line.split(",")])
    return points


def best():
    for p in order:
        if p not in stones and p not in blocked:
            return p
    return (-1, -1)


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    command = words[0].upper()
    if command == "START":
        say("OK")
    elif command == "ABOUT":
        say('name="standin-%s", version="1"' % mode)
    elif command == "YXBOARD":
        stones = {(p[0], p[1]): p[2] for p in read_block()}
    elif command == "YXBLOCK":
        blocked |= {(p[0], p[1]) for p in read_block()}
    elif command == "YXBLOCKRESET":
        blocked = set()
    elif command == "YXSHOWFORBID":
        say("FORBID 0000." if mode == "forbid" else "FORBID .")
    elif command in ("YXNBEST", "BEGIN"):
        if mode == "crash":
            fault_done()
            sys.exit(3)
        if mode == "hang":
            fault_done()
            time.sleep(3600)
        if mode == "garbage":
            fault_done()
            say("INFO PV 0")
            say("INFO BESTLINE zz,qq")
            say("INFO PV DONE")
            say("\x00\x7f what is a renju")
            say("99,99,99")
            say("12;7")
            say("99,99")  # a move off the board
            continue
        move = best()
        if mode == "illegal" and not blocked and stones:
            move = next(iter(stones))
        mate = mates.get(str(len(stones)))
        if mate:
            say("INFO PV 0")
            say("INFO DEPTH 9")
            say("INFO EVAL +M%d" % len(mate))
            say("INFO WINRATE 1.0")
            say("INFO BESTLINE %s" % " ".join(mate))
            say("INFO PV DONE")
            say(mate[0])
            continue
        say("MESSAGE thinking")
        say("INFO PV 0")
        say("INFO NUMPV 1")
        say("INFO DEPTH 3")
        say("INFO NODES 42")
        say("INFO EVAL 17")
        say("INFO WINRATE 0.53")
        say("INFO BESTLINE %d,%d" % move)
        say("INFO PV DONE")
        say("%d,%d" % move)
    elif command == "END":
        break
