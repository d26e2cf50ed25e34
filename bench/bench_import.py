"""A federation's archive through the real commands and HTTP, printed for `make bench-import` (15,000
and 50,000 games; `make bench-import-150k` the 150,000 of a whole federation).

    python bench/bench_import.py [--sizes 15000,50000] [--no-save]

For each size it generates a RenjuNet database (PLAYERS players, EVENTS events, games of 20 to 60
moves, 40 on average; RenjuNet's own export holds about 165,000 games) and runs, each in a fresh
process (`python -m host`): `import` (read, listed, every game's problems checked), `import --save`
into a fresh store, the same `import --save` again (it adds nothing), `games`, `players`, `export all`
to a .rif and to a .psq (one game a file: refused), then the daemon serving the archive and GET
/api/games (its first page, a player's, an event's round). Beside them, the references on the same
file: lxml's iterparse alone (each game's attributes read, its moves split) and SQLite alone storing
the same rows (executemany, one transaction, into a store of the same schema).

Each line: wall seconds, CPU seconds (user and system, the command's own: the machine is shared,
so CPU is what compares), games a CPU second, and the command's peak resident memory (ru_maxrss),
which stays flat from one size to the next when the command streams.
"""

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from host.formats.renjunet import DatabaseWriter  # noqa: E402
from host.game_record import Move, Player, Record  # noqa: E402

PLAYERS = 3000
EVENTS = 1000


def generate(path, games, seed=1):
    """A federation's database: PLAYERS players, EVENTS events, games of 20 to 60 moves (40 on average)."""
    rng = random.Random(seed)
    players = [Player("Name%d Surname%d" % (i, i), country="C%d" % (i % 40)) for i in range(PLAYERS)]
    events = [("Tournament %d" % i, "20%02d-%02d-01" % (i % 25, 1 + i % 12)) for i in range(EVENTS)]
    with open(path, "w", encoding="utf-8") as out:
        writer = DatabaseWriter(out)
        seeds = []
        for i, (event, date) in enumerate(events):
            seeds.append(Record(event=event, date=date, opening_rule="RIF", black=players[i % PLAYERS],
                                white=players[(i + 1) % PLAYERS]))
        seeds += [Record(black=p, white=p, event=events[0][0], date=events[0][1], opening_rule="RIF") for p in players]
        writer.tables(seeds)
        for n in range(games):
            used = set()
            moves = []
            x, y = 7, 7
            for _ in range(rng.randint(20, 60)):
                while (x, y) in used:
                    x = min(14, max(0, x + rng.randint(-2, 2)))
                    y = min(14, max(0, y + rng.randint(-2, 2)))
                used.add((x, y))
                moves.append(Move(y * 15 + x))
            event, date = events[n % len(events)]
            record = Record(moves, event=event, date=date, opening_rule="RIF", round=str(1 + n % 9),
                            black=players[rng.randrange(PLAYERS)], white=players[rng.randrange(PLAYERS)],
                            result=rng.choice(("black", "white", "draw")), swaps=[3] if n % 2 else [])
            record.extra["id"] = str(n + 1)
            writer.game(record)
        writer.close()


def measure(command):
    """Runs command in a fresh process (through this file, so that its peak memory and CPU are the
    only child's measured): (wall seconds, CPU seconds, peak KB, exit status, its standard error's last line)."""
    out = subprocess.run([sys.executable, __file__, "--measure"] + command, check=True, stdout=subprocess.PIPE,
                         text=True).stdout.split("\n", 4)
    return float(out[0]), float(out[1]), int(out[2]), int(out[3]), out[4].strip()


def _measure_here(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    print("%.3f\n%.3f\n%d\n%d\n%s" % (seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, result.returncode,
                                      (result.stderr.strip().splitlines() or [""])[-1]))


def _games_of(path):
    """lxml's iterparse over the file's games, each one's attributes read and its moves split,
    freed as read (the reader's own way): yields (attributes, moves)."""
    from lxml import etree

    for _, element in etree.iterparse(path, tag="game"):
        yield dict(element.attrib), (element.findtext("move") or "").split()
        element.clear(keep_tail=False)
        while element.getprevious() is not None:
            del element.getparent()[0]


def lxml_alone(path):
    start = time.process_time()
    games = sum(1 for _ in _games_of(path))
    return time.process_time() - start, games


def sqlite_alone(path, db, one_row=True):
    """SQLite storing the import's rows (a game's row holding its moves, as the host stores a file's
    games without times; one_row=False: a row a move besides, as hosts before did) with executemany
    in one transaction, into a store of the host's schema: only the statements are timed."""
    from host.store import Store

    store = Store(db)
    settings = json.dumps({"foul_mode": "club", "time_control": None, "opening": "RIF", "imported_from": "x.rif",
                           "record": {"date": "2020-01-01", "rules": "renju", "swaps": [3]}})
    spent = 0.0
    games, moves = [], []

    def flush():
        nonlocal spent
        start = time.process_time()
        store.db.executemany("INSERT INTO games (id, board_id, epoch, game_no, started, settings, winner, reason, line,"
                             " p1, p2, tournament, round, board_no, moves_hash, move_list, move_count) VALUES (?,"
                             " 'import', 'file:x', ?, ?, ?, ?, NULL, '[]', ?, ?, ?, ?, NULL, ?, ?, ?)", games)
        store.db.executemany("INSERT INTO moves (game_id, n, point, colour, received, used_ms, clock_p1_ms,"
                             " clock_p2_ms) VALUES (?, ?, ?, ?, ?, NULL, NULL, NULL)", moves)
        spent += time.process_time() - start
        del games[:], moves[:]

    store.db.execute("BEGIN")
    count = 0
    for count, (attributes, points) in enumerate(_games_of(path), 1):
        games.append((count, count, 1.6e9, settings, "black", int(attributes.get("black") or 0),
                      int(attributes.get("white") or 0), int(attributes.get("tournament") or 0),
                      attributes.get("round"), hash(" ".join(points)), " ".join(points) if one_row else None,
                      len(points) if one_row else None))
        if not one_row:
            moves.extend((count, n, point, "black" if n % 2 else "white", 1.6e9) for n, point in enumerate(points, 1))
        if count % 1000 == 0:
            flush()
    flush()
    start = time.process_time()
    store.db.execute("COMMIT")
    spent += time.process_time() - start
    store.close()
    return spent, count


def served(db, tmp, asks):
    """The daemon serving the archive of db (no board): the wall seconds of each GET in asks, the
    best of three (the first warms the store's pages), and the games each answer listed."""
    url_file = os.path.join(tmp, "url")
    # One stand-in port (pyserial's loopback: no board answers there): the daemon needs a board to wait for.
    daemon = subprocess.Popen([sys.executable, "-m", "host", "--db", db, "daemon", "--port", "loop://", "--web-port", "0",
                               "--url-file", url_file, "--log", os.path.join(tmp, "daemon.log")], cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        while not os.path.exists(url_file) or not open(url_file).read().strip():
            if time.monotonic() > deadline or daemon.poll() is not None:
                raise RuntimeError("the daemon did not serve (see %s)" % os.path.join(tmp, "daemon.log"))
            time.sleep(0.2)
        base = open(url_file).read().strip().rstrip("/")
        results = []
        for path in asks:
            times = []
            for _ in range(3):
                start = time.perf_counter()
                with urllib.request.urlopen(base + path, timeout=60) as response:
                    page = json.loads(response.read())
                times.append(time.perf_counter() - start)
            results.append((path, min(times), len(page["games"]), page["total"]))
        return results
    finally:
        daemon.terminate()
        daemon.wait(30)


def report(label, games, wall, cpu, peak_kb=None, note=""):
    rate = "%9.0f" % (games / cpu) if games and cpu else "%9s" % "-"
    memory = "%8.1f" % (peak_kb / 1024) if peak_kb else "%8s" % "-"
    print("%-44s %8.3f %8s %s %s  %s" % (label, wall, "%.3f" % cpu if cpu is not None else "-", rate, memory, note))
    sys.stdout.flush()


def bench(size, tmp, save):
    path = os.path.join(tmp, "federation-%d.rif" % size)
    start = time.perf_counter()
    generate(path, size)
    print("\n== %d games, %d players, %d events, 20-60 moves a game: %.1f MB (generated in %.0f s) ==" % (
        size, PLAYERS, EVENTS, os.path.getsize(path) / 1e6, time.perf_counter() - start))
    print("%-44s %8s %8s %9s %8s" % ("step", "wall s", "CPU s", "games/s", "peak MB"))
    spent, games = lxml_alone(path)
    report("reference: lxml iterparse alone", games, spent, spent)
    db = os.path.join(tmp, "store-%d.sqlite" % size)
    host = [sys.executable, "-m", "host", "--db", db]
    wall, cpu, peak, status, last = measure(host + ["import", path, "--no-progress"])
    report("import (read only)", size, wall, cpu, peak, "exit %d" % status)
    if not save:
        return
    spent, games = sqlite_alone(path, os.path.join(tmp, "reference-%d.sqlite" % size))
    report("reference: SQLite executemany alone", games, spent, spent)
    spent, games = sqlite_alone(path, os.path.join(tmp, "reference-rows-%d.sqlite" % size), one_row=False)
    report("reference: the same, a row a move besides", games, spent, spent)
    wall, cpu, peak, status, last = measure(host + ["import", path, "--no-progress", "--save"])
    report("import --save (fresh store)", size, wall, cpu, peak, "exit %d" % status)
    wall, cpu, peak, status, last = measure(host + ["import", path, "--no-progress", "--save"])
    report("import --save again (adds 0)", size, wall, cpu, peak, "exit %d" % status)
    for label, command in (("games", ["games"]), ("players", ["players"]),
                           ("export all .rif", ["export", "all", "-o", os.path.join(tmp, "all-%d.rif" % size)]),
                           ("export all .psq (refused)", ["export", "all", "-o", os.path.join(tmp, "all.psq")])):
        wall, cpu, peak, status, last = measure(host + command)
        report(label, None, wall, cpu, peak, "exit %d: %s" % (status, last[:60]) if status else "")
    for path_asked, seconds, listed, total in served(db, tmp, ["/api/games", "/api/games?player=name12%20",
                                                               "/api/games?event=Tournament%207&round=8"]):
        report("GET " + path_asked, None, seconds, None, None, "%d listed of %d (wall only: the daemon's time)"
               % (listed, total))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="15000,50000", help="games a database, comma-separated")
    parser.add_argument("--no-save", action="store_true", help="measure the import without --save only")
    args, rest = parser.parse_known_args()
    if rest[:1] == ["--measure"]:
        _measure_here(rest[1:])
        return
    if rest:
        parser.error("unknown arguments: %s" % " ".join(rest))
    try:
        sizes = [int(size) for size in args.sizes.split(",")]
    except ValueError:
        parser.error("--sizes is numbers of games, e.g. 15000,50000")
    if min(sizes) < 4:
        parser.error("a database of at least 4 games")
    print("A federation's archive through `tengen-host` (each step a fresh process) and its daemon's HTTP API")
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            bench(size, tmp, not args.no_save)


if __name__ == "__main__":
    main()
