"""The broadcast under load (make bench-broadcast): boards playing, hundreds to thousands of viewers,
directly and through an MQTT broker and a relay. Prints figures; asserts nothing.

The host is the real daemon (`python -m host daemon`): its board connections, store, hooks, hub and
web server. The boards are protocol-level stand-ins (a move a second each, from the seeded games
of tests/vectors/games.txt, with a clock and its heartbeats) on TCP ports the daemon opens as
pyserial socket:// URLs: the firmware's own cost is make hall's business, not this bench's. The
viewers are raw-socket SSE clients in processes of their own (at most 1,500 a process), each
connecting from a local address of its own (127.10.0.0/16: no port or per-address limit of the
generator is measured): of each ten viewers, nine watch one board's page stream and one the whole
hall's. The generators report their own CPU: a figure is the host's only while theirs stays low.

Event-to-viewer latency: from the moment the host's connection thread has stored a move and hands
it to the broadcast (the move's `at`, stamped there) to the moment a viewer has read the frame;
both clocks are this machine's. CPU and memory are the host process's (and the relays'), over
`--seconds` after the viewers have connected; a reconnection is a stream that ended and was opened
again (none where the host dropped no viewer).

  python bench/bench_broadcast.py [--boards 50] [--viewers 500] [--seconds 60] [--mode direct|relay|both]
      [--relays 1] [--archive GAMES --archive-readers N]

--archive: the host's store holds that many generated games (bench/bench_import.py's federation),
and N clients ask its archive (the list, an event's standings) one request after another all
along: the live figures with the archive in use.
"""

import argparse
import asyncio
import collections
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from shared_rules.clock import Clock, P1, P2  # noqa: E402
from shared_rules.protocol import FrameReader, PROTOCOL_VERSION, decode_message, encode_message, ProtocolError  # noqa: E402
from shared_rules.timecontrol import parse_control  # noqa: E402

CONTROL = "90m+30s"
WARMUP = 8.0  # seconds before latencies count (connections, first games)


def load_games():
    games = []
    for line in (ROOT / "tests" / "vectors" / "games.txt").read_text().splitlines():
        if line.startswith("moves:"):
            games.append(line.split()[1:61])
    return games


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# -- the boards ----------------------------------------------------------------------------------

class FakeBoard:
    """A board at the protocol level: journal, session, events, heartbeats with a clock snapshot."""

    def __init__(self, index, games):
        self.board_id = "bench-%02d" % index
        self.epoch = "e%04d" % index
        self.games = games
        self.rng = random.Random(index)
        self.events = []
        self.writer = None
        self.session = False
        self.game_no = 0
        self.moves = []
        self.clock = None

    def ms(self):
        return int(time.monotonic() * 1000) & 0x3FFFFFFF

    def emit(self, message):
        message["seq"] = len(self.events) + 1
        self.events.append(message)
        if self.session:
            self.send(message)

    def send(self, message):
        if self.writer is not None:
            self.writer.write(encode_message(message))

    def new_game(self):
        self.game_no += 1
        self.moves = list(self.games[(self.game_no + self.rng.randrange(len(self.games))) % len(self.games)])
        self.played = 0
        self.clock = Clock(parse_control(CONTROL), history=False)
        self.clock.start(P1, self.ms())
        self.emit({"t": "game", "game": self.game_no, "settings": {
            "foul_mode": "club", "time_control": CONTROL, "pass_from_move": 7, "takebacks": False, "opening": None}})

    def play(self):
        if self.clock is None or self.played >= len(self.moves):
            if self.clock is not None:
                self.emit({"t": "result", "game": self.game_no, "winner": "draw", "reason": "adjudication", "line": []})
            self.new_game()
            return
        self.played += 1
        side = P1 if self.played % 2 else P2
        record = self.clock.press(side, self.ms())
        left, other = record[4], record[5]
        clocks = [left, other] if side == P1 else [other, left]
        self.emit({"t": "move", "game": self.game_no, "n": self.played, "point": self.moves[self.played - 1],
                   "colour": "black" if side == P1 else "white", "used": record[3], "clocks": clocks})

    def heartbeat(self):
        if self.session and self.clock is not None:
            self.send({"t": "state", "game": self.game_no, "moves": self.played,
                       "turn": "black" if self.played % 2 == 0 else "white", "head": len(self.events),
                       "anomalies": 0, "clock": list(self.clock.snapshot(self.ms()))})

    async def serve(self, reader, writer):
        self.writer = writer
        frames = FrameReader()
        try:
            while True:
                data = await reader.read(4096)
                if not data:
                    break
                for payload in frames.feed(data):
                    try:
                        self.receive(decode_message(payload))
                    except ProtocolError:
                        pass
        except (asyncio.CancelledError, ConnectionError):
            pass
        finally:
            self.session = False
            self.writer = None

    def receive(self, message):
        kind = message["t"]
        if kind == "hello":
            self.send({"t": "hello", "proto": PROTOCOL_VERSION, "board": self.board_id, "fw": "bench",
                       "epoch": self.epoch, "head": len(self.events), "base": 0, "caps": []})
        elif kind == "sync":
            self.session = True
            for event in self.events[message["after"]:]:
                self.send(event)
        elif kind == "ping" and "id" in message:
            self.send({"t": "pong", "id": message["id"]})
        elif kind == "command":
            self.send({"t": "reply", "id": message["id"], "ok": False, "detail": "a bench board"})

    async def run(self, stop):
        await asyncio.sleep(self.rng.random())  # boards do not move in step
        beat = time.monotonic()
        while not stop.is_set():
            if self.session:
                self.play()
            await asyncio.sleep(0.9 + 0.2 * self.rng.random())
            if time.monotonic() - beat >= 2:
                self.heartbeat()
                beat = time.monotonic()


async def start_boards(count):
    games = load_games()
    boards, servers = [], []
    for i in range(count):
        board = FakeBoard(i + 1, games)
        server = await asyncio.start_server(board.serve, "127.0.0.1", 0)
        board.port = server.sockets[0].getsockname()[1]
        boards.append(board)
        servers.append(server)
    return boards, servers


# -- the viewers (processes of their own) ---------------------------------------------------------

MOVE = re.compile(rb'^\{"type":"move","board":"([^"]+)","move":\{"n":(\d+),"point":"[^"]*","colour":"\w+","at":(\d+|null)')


def source_address(index):
    """Viewer index's own local address (127.0.0.0/8 is all this machine's): a generator's thousands
    of connections never run out of ports of one address, nor look like one address to the host."""
    return "127.%d.%d.%d" % (10 + index // 62500, (index // 250) % 250, index % 250 + 1)


async def viewers_main(urls, first, seconds, warmup):
    """Raw-socket SSE viewers (HTTP/1.1, chunked as the host sends them): each connects from an
    address of its own, reads its stream and takes the moves' latency from their `at`. Prints its
    figures as JSON, with its own CPU seconds."""
    import resource
    from urllib.parse import urlsplit

    latencies = collections.Counter()  # tenths of a millisecond -> moves seen that late
    stats = {"frames": 0, "moves": 0, "out_of_order": 0, "duplicates": 0, "disconnects": 0, "refused": 0,
             "connected": 0}
    start = time.time()
    measuring = [None]  # the CPU seconds of this process when latencies begin to count
    loop = asyncio.get_running_loop()

    def cpu():
        usage = resource.getrusage(resource.RUSAGE_SELF)
        return usage.ru_utime + usage.ru_stime

    def take(payload, last):
        stats["frames"] += 1
        found = MOVE.match(payload)
        if found is not None:
            board, n = found.group(1), int(found.group(2))
            game, seen = last.get(board, (None, 0))
            if seen == n:
                stats["duplicates"] += 1
            elif seen + 1 != n:
                stats["out_of_order"] += 1
            last[board] = (game, n)
            stats["moves"] += 1
            if measuring[0] is not None and found.group(3) != b"null":
                latencies[int(10 * (time.time() * 1000 - int(found.group(3))))] += 1
            return
        message = json.loads(payload)
        kind = message.get("type")
        if kind == "snapshot":
            boards = message.get("boards") or ({message["board"]["board"]: message["board"]} if message.get("board") else {})
            for board, state in boards.items():
                last[board.encode()] = ((state.get("game") or {}).get("no"), len(state["moves"]))
        elif kind == "board":
            state = message["state"]
            last[message["board"].encode()] = ((state.get("game") or {}).get("no"), len(state["moves"]))
        elif kind == "move":  # a move the pattern did not read: the same, slower
            stats["frames"] -= 1
            take(json.dumps(message, separators=(",", ":")).encode(), last)

    class Watch(asyncio.Protocol):
        """One stream, read as it arrives (a protocol: no task or wake-up of its own per read)."""

        def __init__(self, request):
            self.request = request
            self.head = True
            self.buffer = b""
            self.last = {}  # board -> (game, n) last shown
            self.ended = loop.create_future()  # "refused" or "lost"

        def connection_made(self, transport):
            self.transport = transport
            transport.write(self.request)

        def data_received(self, data):
            buffer = self.buffer + data
            if self.head:
                end = buffer.find(b"\r\n\r\n")
                if end < 0:
                    self.buffer = buffer
                    return
                if b" 200 " not in buffer[:buffer.find(b"\r\n")]:
                    self.transport.close()
                    if not self.ended.done():
                        self.ended.set_result("refused")
                    return
                stats["connected"] += 1
                self.head = False
                buffer = buffer[end + 4:]
            frames = buffer.split(b"\n\n")
            self.buffer = frames.pop()
            for frame in frames:
                at = frame.find(b"data: ")
                if at >= 0:
                    take(frame[at + 6:].split(b"\n", 1)[0], self.last)

        def connection_lost(self, exc):
            if not self.ended.done():
                self.ended.set_result("lost")

    async def watch(index, url):
        parts = urlsplit(url)
        request = ("GET %s HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n\r\n" % (parts.path, parts.netloc)).encode()
        await asyncio.sleep(index / 800)  # connections opened at 800 a second: the host's backlog is not the test
        first_time = True
        while time.time() - start < seconds:
            if not first_time:
                stats["disconnects"] += 1
                await asyncio.sleep(0.5)
            first_time = False
            try:
                transport, stream = await loop.create_connection(lambda: Watch(request), parts.hostname, parts.port,
                                                                 local_addr=(source_address(first + index), 0))
            except OSError:
                continue
            try:
                done, _ = await asyncio.wait([stream.ended], timeout=max(0.0, seconds - (time.time() - start)))
            finally:
                transport.close()
            if not done:
                return  # the run is over
            if stream.ended.result() == "refused":
                stats["refused"] += 1
                await asyncio.sleep(1)

    async def start_measuring():
        await asyncio.sleep(warmup)
        measuring[0] = cpu()
        measuring.append(time.monotonic())

    timer = asyncio.create_task(start_measuring())
    await asyncio.gather(*(watch(i, url) for i, url in enumerate(urls)))
    await timer
    stats["cpu_seconds"] = round(cpu() - measuring[0], 2)
    stats["cpu_percent"] = round(100 * stats["cpu_seconds"] / max(0.001, time.monotonic() - measuring[1]), 1)
    stats["latency_tenths"] = latencies
    print(json.dumps(stats), flush=True)


def merge(outputs):
    """The generators' figures as one: counts added, the latencies' percentiles over them all."""
    stats = {}
    latencies = collections.Counter()
    for one in outputs:
        latencies.update({int(k): v for k, v in one.pop("latency_tenths").items()})
        one.pop("cpu_percent", None)
        for key, value in one.items():
            stats[key] = round(stats.get(key, 0) + value, 2)
    total = sum(latencies.values())
    stats["latencies"] = total
    ordered = sorted(latencies.items())
    for name, q in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99)):
        stats[name] = None
        seen = 0
        for tenths, count in ordered:
            seen += count
            if seen > q * total:
                stats[name] = tenths / 10
                break
    stats["max"] = ordered[-1][0] / 10 if ordered else None
    return stats


def viewer_urls(bases, boards, viewers):
    urls = []
    for i in range(viewers):
        base = bases[(i + i // 10) % len(bases)]  # hall viewers too are shared among the relays
        if i % 10 == 9:
            urls.append(base + "api/stream")
        else:
            urls.append(base + "api/boards/%s/stream" % boards[i % len(boards)].board_id)
    return urls


# -- processes and figures ------------------------------------------------------------------------

class Usage:
    """CPU seconds and resident memory of a process, from /proc."""

    def __init__(self, pid):
        self.pid = pid
        self.ticks = os.sysconf("SC_CLK_TCK")
        self.peak_rss = 0

    def cpu(self):
        fields = Path("/proc/%d/stat" % self.pid).read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / self.ticks

    def rss_mb(self):
        for line in Path("/proc/%d/status" % self.pid).read_text().splitlines():
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) / 1024
                self.peak_rss = max(self.peak_rss, rss)
                return rss
        return 0


def worker_cpu(parent):
    """{pid: CPU seconds} of the process's own worker processes (the archive's: host/web/archive_process.py)."""
    ticks, found = os.sysconf("SC_CLK_TCK"), {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == parent and b"spawn_main" in (stat.parent / "cmdline").read_bytes():
                found[int(stat.parent.name)] = (int(fields[11]) + int(fields[12])) / ticks
        except (OSError, IndexError, ValueError):
            continue
    return found


def wait_file(path, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().strip():
            return path.read_text().strip()
        time.sleep(0.1)
    raise RuntimeError("%s never appeared" % path)


def archive_store(where, games):
    """A store holding `games` generated games (bench/bench_import.py's federation database, imported
    with the real command), made once and copied for each mode: the archive the readers ask."""
    made = where / ("archive-%d.sqlite" % games)
    if not made.exists():
        sys.path.insert(0, str(ROOT / "bench"))
        from bench_import import generate

        source = where / "archive.rif"
        generate(str(source), games)
        started = time.monotonic()
        subprocess.run([sys.executable, "-m", "host", "--db", str(made), "import", str(source), "--save", "--no-progress"],
                       cwd=str(ROOT), check=True, stdout=subprocess.DEVNULL)
        print("  (archive: %d games imported in %.0f s)" % (games, time.monotonic() - started), flush=True)
    return made


async def archive_readers(base, count, stop, stats):
    """`count` clients asking the host's archive one request after another while the viewers watch:
    the whole list, then an event's standings (what the archive and hall pages ask)."""
    import aiohttp

    async def reader():
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=120)) as session:
            while not stop.is_set():
                for path in ("api/games", "api/standings?event=Tournament%200"):
                    started = time.monotonic()
                    try:
                        async with session.get(base + path) as response:
                            await response.read()
                            stats["archive_requests"] += 1
                            stats["archive_seconds"] += time.monotonic() - started
                    except (aiohttp.ClientError, asyncio.TimeoutError):
                        stats["archive_failed"] += 1

    await asyncio.gather(*(reader() for _ in range(count)))


GENERATOR_SHARE = 1500  # viewers per generator process at most (one process of asyncio keeps up with that many)


async def run_mode(mode, args, where):
    boards, servers = await start_boards(args.boards)
    stop = asyncio.Event()
    procs = []
    py = sys.executable
    broker_port = None
    capacity = ["--max-viewers", str(args.viewers + 100), "--max-viewers-per-address", "5000"]
    try:
        if mode == "relay":
            broker_port = free_port()
            conf = where / "mosquitto.conf"
            conf.write_text("listener %d 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 100000\nset_tcp_nodelay true\n" % broker_port)
            procs.append(subprocess.Popen([shutil.which("mosquitto") or "/usr/sbin/mosquitto", "-c", str(conf)],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(0.5)
        db = where / ("%s.sqlite" % mode)
        if args.archive:
            shutil.copyfile(archive_store(where, args.archive), db)
        host_args = [py, "-m", "host", "--db", str(db), "daemon", "--log", str(where / ("%s-host.log" % mode)),
                     "--web-port", "0", "--url-file", str(where / ("%s-host.url" % mode))] + capacity
        for board in boards:
            host_args += ["--port", "socket://127.0.0.1:%d" % board.port]
        if broker_port:
            host_args += ["--mqtt", "127.0.0.1:%d" % broker_port]
        host = subprocess.Popen(host_args, cwd=str(ROOT))
        procs.append(host)
        bases = [wait_file(where / ("%s-host.url" % mode))]
        relays = []
        if mode == "relay":
            bases = []
            for k in range(args.relays):
                url_file = where / ("relay%d.url" % k)
                relay = subprocess.Popen([py, "-m", "host", "relay", "--mqtt", "127.0.0.1:%d" % broker_port, "--web-port", "0",
                                          "--url-file", str(url_file), "--log", str(where / ("relay%d.log" % k))] + capacity,
                                         cwd=str(ROOT), stdout=subprocess.DEVNULL)
                procs.append(relay)
                relays.append(relay)
                bases.append(wait_file(url_file))
        players = [asyncio.create_task(board.run(stop)) for board in boards]
        await asyncio.sleep(2)
        urls = viewer_urls(bases, boards, args.viewers)
        warmup = WARMUP + args.viewers / 800  # the viewers connect at 800 a second
        generators = []
        count = max(1, -(-len(urls) // GENERATOR_SHARE))
        share = -(-len(urls) // count)
        for g in range(count):
            part = where / ("urls%d.json" % g)
            part.write_text(json.dumps(urls[g * share:(g + 1) * share]))
            generators.append(await asyncio.create_subprocess_exec(
                py, __file__, "--role", "viewers", "--urls", str(part), "--first", str(g * share),
                "--seconds", str(args.seconds + warmup), "--warmup", str(warmup),
                stdout=asyncio.subprocess.PIPE, cwd=str(ROOT)))
        usages = {"host": Usage(host.pid)}
        for k, relay in enumerate(relays):
            usages["relay%d" % k] = Usage(relay.pid)
        await asyncio.sleep(warmup)
        reading = {"archive_requests": 0, "archive_seconds": 0.0, "archive_failed": 0}
        readers_stop = asyncio.Event()
        readers = asyncio.create_task(archive_readers(bases[0] if mode == "direct" else
                                                      wait_file(where / ("%s-host.url" % mode)), args.archive_readers,
                                                      readers_stop, reading))
        cpu0 = {name: u.cpu() for name, u in usages.items()}
        workers0 = worker_cpu(host.pid)
        t0 = time.monotonic()
        while time.monotonic() - t0 < args.seconds:
            for u in usages.values():
                u.rss_mb()
            await asyncio.sleep(1.0)
        elapsed = time.monotonic() - t0
        readers_stop.set()
        await readers
        load = os.getloadavg()[0]
        cpu = {name: 100 * (u.cpu() - cpu0[name]) / elapsed for name, u in usages.items()}
        workers = worker_cpu(host.pid)
        if workers:  # the host's archive worker, apart: the live streams' process is the host's
            cpu["host's archive worker"] = 100 * sum(t - workers0.get(pid, 0) for pid, t in workers.items()) / elapsed
        outputs = []
        for generator in generators:
            output, _ = await generator.communicate()
            outputs.append(json.loads(output.decode().strip().splitlines()[-1]))
        stats = merge(outputs)
        cpu["viewers"] = 100 * stats.pop("cpu_seconds") / elapsed  # the generators' own, as they measured it
        stop.set()
        moves = sum(sum(1 for e in b.events if e["t"] == "move") for b in boards)
        return {"mode": mode, "boards": args.boards, "viewers": args.viewers, "generators": count,
                "moves_played": moves, "load": round(load, 2),
                "cpu_percent": {k: round(v, 1) for k, v in cpu.items()},
                "peak_rss_mb": {k: round(u.peak_rss, 1) for k, u in usages.items()}, "archive": args.archive,
                **reading, **stats}
    finally:
        stop.set()
        for proc in reversed(procs):
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
        for server in servers:
            server.close()


def report(result):
    cpu = ", ".join("%s %s%%" % (k, v) for k, v in result["cpu_percent"].items())
    rss = ", ".join("%s %s MB" % (k, v) for k, v in result["peak_rss_mb"].items())
    print("== %s: %d boards, %d viewers ==" % (result["mode"], result["boards"], result["viewers"]))
    print("  event to viewer: p50 %s ms, p90 %s ms, p99 %s ms, max %s ms (%d moves seen by viewers, %d measured)" % (
        result["p50"], result["p90"], result["p99"], result["max"], result["moves"], result["latencies"]))
    print("  order: %d out of order, %d shown twice; %d reconnections, %d refused (%d streams opened)" % (
        result["out_of_order"], result["duplicates"], result["disconnects"], result["refused"], result["connected"]))
    print("  CPU (of one core; viewers: the %d generator process(es)' own): %s; peak memory: %s" % (
        result["generators"], cpu, rss))
    if result["archive_requests"] or result["archive_failed"]:
        print("  meanwhile the host's archive (%d games) answered %d requests (list, standings), %.2f s each on"
              " average, %d failed" % (result["archive"], result["archive_requests"], result["archive_seconds"] /
                                       max(1, result["archive_requests"]), result["archive_failed"]))
    print("  moves played by the boards: %d; machine load average (1 min) at the end: %s on %d cores" % (
        result["moves_played"], result["load"], os.cpu_count()), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=50)
    parser.add_argument("--viewers", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--mode", choices=("direct", "relay", "both"), default="both",
                        help="direct: viewers on the host; relay: on relays fed through Mosquitto; both")
    parser.add_argument("--relays", type=int, default=1, help="relays in relay mode (the viewers split among them)")
    parser.add_argument("--archive", type=int, default=0, help="the host's store holds this many generated games")
    parser.add_argument("--archive-readers", type=int, default=0,
                        help="clients asking the host's archive (list, standings) all along")
    parser.add_argument("--json", help="also write the results here")
    parser.add_argument("--role", default="driver", help=argparse.SUPPRESS)
    parser.add_argument("--urls", help=argparse.SUPPRESS)
    parser.add_argument("--first", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--warmup", type=float, default=WARMUP, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role == "viewers":
        urls = json.loads(Path(args.urls).read_text())
        asyncio.run(viewers_main(urls, args.first, args.seconds, args.warmup))
        return 0
    results = []
    with tempfile.TemporaryDirectory(prefix="tengen-bench-") as where:
        for mode in (("direct", "relay") if args.mode == "both" else (args.mode,)):
            result = asyncio.run(run_mode(mode, args, Path(where)))
            report(result)
            results.append(result)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
