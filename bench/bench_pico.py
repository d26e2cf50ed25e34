"""Figures from the emulated Pico (make pico-bench): the real rp2 image and hal_pico on rp2040js.

Prints, for the romfs image (the app as .mpy in its ROMFS partition) and the frozen image:
  boot to ready (reset to the application's first report, after calibration), heap after boot and
  the peak of live heap over a 120-move game in training mode (gc.collect() then gc.mem_alloc() at
  every report), where a move's time goes per function (a profile probe) beside the unix port's
  estimate from instruction counts and their ratio, the hardware scan's duration and the scan
  period achieved over the first 40 moves (viper loop; bytecode loop on the romfs image; without
  the probes), placement to LED (the stone put down to the end of the LED frame that shows it) and
  press to clock (the button's contact closing to the lamp switching over), and the LED line's
  measured T0H/T1H/T0L/T1L.

    python bench/bench_pico.py [MOVES [IMAGES]]    e.g. 40 romfs,frozen (default: 120, both images; romfs-bytecode adds the bytecode scan loop)

Times are emulated: 125 MHz with rp2040js's instruction timings. Without the flash model, no flash
wait states or XIP cache misses (a lower bound of a real Pico's); with TENGEN_PICO_FLASH=xip,max
(the XIP cache, its misses, the flash's maximum erase and program times; hardware/pico/README.md)
an upper bound. Never assertions.
"""

import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hardware.vboard.pico import PicoBoard  # noqa: E402
from shared_rules.board import parse_point  # noqa: E402

# A probe loaded before the app: every report carries the live heap, measured after a collection.
HEAP_PROBE = b"""import gc
import hal_pico
_report = hal_pico.PicoBoard.report
def _with_heap(self, state):
    gc.collect()
    state["heap_free"] = gc.mem_free()
    state["heap_used"] = gc.mem_alloc()
    _report(self, state)
hal_pico.PicoBoard.report = _with_heap
"""


# A probe that times, inclusive of what they call, the functions a move goes through (ticks_us
# around each call); `configure {"profile": 1}` on the debug UART answers the totals so far and
# starts them again. Loaded with the heap probe: the timing runs go without both. A scan's
# classification (_scan_tick) that ran inside a function's call is taken off that function's (each
# function's figure is its own work and its callees'); the rows' reading itself, in the timer's
# interrupt, is in every function it interrupted.
PROFILE_PROBE = b"""import time
import app, events, journal, referee, reconcile, scenes, sensing, link, hal_pico, ws2812
from shared_rules import game
_ticks = time.ticks_us
_diff = time.ticks_diff
totals = {}
_in_scans = [0]  # us spent in timer scans so far
def _wrap(cls, name, label):
    f = getattr(cls, name)
    cell = [0, 0]
    totals[label] = cell
    scan = name == "_scan_tick"
    def timed(*args):
        k = _in_scans[0]
        t = _ticks()
        r = f(*args)
        spent = _diff(_ticks(), t) - (_in_scans[0] - k)
        cell[0] += 1
        cell[1] += spent
        if scan:
            _in_scans[0] += spent
        return r
    setattr(cls, name, timed)
for cls, names in ((sensing.Sensing, ("update",)), (hal_pico.PicoBoard, ("read_sensors", "show_leds", "show_clock", "report")),
                   (app.App, ("_scan_tick", "_after_scan", "tentative", "reconcile", "refresh", "report", "save_clock", "_event",
                              "erase_ahead")),
                   (referee.Referee, ("placed", "refusal", "_commit", "_play")), (reconcile.Reconciler, ("compare",)),
                   (game.Game, ("play", "check", "foul_kind")), (events.EventLog, ("append",)),
                   (journal.Journal, ("append", "prepare", "_erase")), (link.HostLink, ("send_event",)),
                   (scenes.Scene, ("compose", "take_if_changed")), (ws2812.Chain, ("show",))):
    for name in names:
        if hasattr(cls, name):
            _wrap(cls, name, cls.__name__ + "." + name)
_configure = app.App.configure
def _configure_or_profile(self, changes):
    # The answer goes out as one line on the debug UART, whose 1 KB buffer drops the rest of a
    # longer one: a compact "name calls us;" string.
    if "profile" in changes:  # the 14 costliest and the two the estimates need, one short line (the debug UART's 1 KB buffer)
        names = sorted((n for n in totals if totals[n][0]), key=lambda n: -totals[n][1])[:14]
        for n in ("Sensing.update", "App.reconcile"):  # the two the unix port's estimates stand beside
            if n not in names and n in totals and totals[n][0]:
                names.append(n)
        return ";".join("%s %d %d" % (n, totals[n][0], totals[n][1]) for n in names)
    return _configure(self, changes)
app.App.configure = _configure_or_profile
"""


IDLE_BEFORE_TAPS_S = 8.0


def first_game():
    for line in (ROOT / "tests" / "vectors" / "games.txt").read_text().splitlines():
        if line.startswith("moves:"):
            return [parse_point(name) for name in line[6:].split()]
    raise SystemExit("no game in tests/vectors/games.txt")


def pinmap_with(where, scan):
    config = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
    config["sensors"]["scan"] = scan
    path = Path(where) / ("pinmap-%s.json" % scan)
    path.write_text(json.dumps(config))
    return path


async def until(board, check, seconds):
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        await board.wait_report(0.05)
    return check()


async def figures(board):
    before = len(board.events)
    board.figures()
    await until(board, lambda: any("figures" in e for e in board.events[before:]), 30)
    return [e for e in board.events[before:] if "figures" in e][-1]["figures"]


async def run(image, scan, moves, where, probe):
    """probe: the heap probe in (its collections cost time: the timing runs go without it)."""
    main = (ROOT / "firmware" / "main.py").read_bytes()
    # The probes once main.py has loaded the app's modules (one by one).
    probed = main.replace(b"    load_app()\n", b"    load_app()\n    import heapprobe\n    import profprobe\n")
    assert probed != main, "main.py no longer calls load_app()"
    extra = {"heapprobe.py": HEAP_PROBE, "profprobe.py": PROFILE_PROBE, "main.py": probed} if probe else None
    board = PicoBoard(Path(where) / "tty", Path(where) / ("flash-%s-%s-%s" % (image, scan, probe)), board_id="bench",
                      pinmap=pinmap_with(where, scan), image=image, extra_files=extra)
    frames = []
    on_leds = board._on_leds

    def record_frame(rest):
        on_leds(rest)
        frames.append((board.led_timing["ms"], list(board.leds), board.led_timing))

    board._on_leds = record_frame
    await board.start()
    result = {"ready_ms": board.ready_ms, "heap_after_boot": (board.state.get("heap_used"), board.state.get("heap_free"))}
    board.configure({"foul_mode": "training"})  # the forbidden map kept and lit: the costlier mode
    await until(board, lambda: board.configured, 30)
    await figures(board)  # from here on: the game's scans
    peak_used, min_free = board.state.get("heap_used", 0), board.state.get("heap_free", 1 << 30)
    latencies = []
    colour = -100
    for n, p in enumerate(moves):
        placed_at = len(board.events)
        board.set_stones({p: colour})
        colour = -colour
        if not await until(board, lambda: len(board.state.get("moves", ())) > n, 60):
            result["stopped"] = "move %d was not taken: %s" % (n + 1, board.state)
            break
        stones_ms = next((e["stones"] for e in board.events[placed_at:] if "stones" in e), None)
        await until(board, lambda: frames and frames[-1][0] > stones_ms and max(frames[-1][1][p]) > 5, 10)
        lit = [ms for ms, leds, _ in frames if stones_ms is not None and ms > stones_ms and max(leds[p]) > 5]
        if lit:
            latencies.append(lit[0] - stones_ms)
        peak_used = max(peak_used, board.state.get("heap_used", 0))
        min_free = min(min_free, board.state.get("heap_free", 1 << 30))
    result.update(moves=len(latencies), heap_peak=(peak_used, min_free), place_to_led=latencies,
                  scan=await figures(board), led=frames[-1][2] if frames else None)
    if probe:
        result["profile"] = await profile(board)
    await board.stop()
    if not probe:
        result["press_to_clock"] = await press_to_clock(image, where, board.pinmap, scan)
    return result


async def press_to_clock(image, where, pinmap=None, scan="viper"):
    """A clocked game's taps on a new board: (contact closing, release) to the lamp switching over
    (the first display event whose lamps differ; a face redrawn later is not the lamp). The clock
    acts as the button goes down where a tap and a hold begin alike: a release figure below zero
    is a lamp switched while the button was still held."""
    board = PicoBoard(Path(where) / "tty", Path(where) / ("flash-press-%s-%s" % (image, scan)), board_id="bench",
                      image=image, pinmap=pinmap)
    lamps_seen = []  # (ms, lamps) of every display event: the lamp's own switch, not a later face redraw
    on_display = board._on_display

    def record_display(message):
        on_display(message)
        lamps_seen.append((message["ms"], message["lamps"]))

    board._on_display = record_display
    await board.start()
    board.configure({"time_control": "5m"})
    # A new board's journal ring goes on erasing ahead while it is idle (up to 400 ms an erase at
    # the flash's maximum, the chip stalled): the taps begin once it has, as on a board in use.
    await board.sleep(IDLE_BEFORE_TAPS_S)
    presses = []
    colour = -100
    for n, (point, side) in enumerate((("h8", 2), ("h8", 1), ("h9", 2), ("i8", 1), ("i9", 2))):
        if n:  # the first press (White's) starts Black's clock; then each player moves and presses
            board.set_stones({parse_point(point): colour})
            colour = -colour
            await until(board, lambda: board.state.get("pending") is not None, 30)
        shown = board.faces["lamps"] if board.faces else None
        before = len(board.events)
        seen_before = len(lamps_seen)
        board.set_buttons(side)
        await board.sleep(0.12)
        board.set_buttons(0)
        await until(board, lambda: board.faces and board.faces["lamps"] != shown, 30)
        await until(board, lambda: sum(1 for e in board.events[before:] if "buttons" in e) >= 2, 30)
        taps = [e["ms"] for e in board.events[before:] if "buttons" in e]
        switched = [ms for ms, lamps in lamps_seen[seen_before:] if lamps != shown]
        if switched and len(taps) == 2:
            presses.append((switched[0] - taps[0], switched[0] - taps[1]))
        await board.sleep(0.2)
    await board.stop()
    return presses


async def profile(board):
    """The profile probe's totals since the last call: {function: [calls, us]}."""
    totals = {}
    before = len(board.configured)
    board.configure({"profile": 1})  # asked once only: the board answered no second request
    await until(board, lambda: len(board.configured) > before, 120)
    answer = board.configured[before] if len(board.configured) > before else None
    if isinstance(answer, str) and answer:
        for entry in answer.split(";"):
            name, calls, us = entry.split()
            totals[name] = [int(calls), int(us)]
    return totals


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def spread(values):
    if not values:
        return "n/a"
    return "median %.1f ms, %.1f-%.1f ms (%d)" % (statistics.median(values), min(values), max(values), len(values))


def report(label, heap, timing):
    sys.stdout.flush()
    print("== %s ==" % label)
    for r in (heap, timing):
        if r and "stopped" in r:
            print("  stopped early: %s" % r["stopped"])
    r = timing
    print("  boot to ready: %.0f ms emulated (reset to the app's first report, calibration included)" % r["ready_ms"])
    if heap:
        used, free = heap["heap_after_boot"]
        print("  heap after boot: %d bytes live, %d free (after gc.collect())" % (used, free))
        used, free = heap["heap_peak"]
        print("  heap over %d moves: peak %d bytes live, least free %d" % (heap["moves"], used, free))
    scan = r["scan"]
    if scan.get("scan_ms"):
        print("  hardware scan (rows powered): %.2f ms mean (%.2f-%.2f); scan period over %d moves %.1f ms mean,"
              " %.1f-%.1f (configured: 16 ms, a row every two 0.5 ms ticks of a hard timer interrupt)" % (
                  scan["scan_ms"][2], scan["scan_ms"][0], scan["scan_ms"][1], r["moves"],
                  scan["scan_period_ms"][2], scan["scan_period_ms"][0], scan["scan_period_ms"][1]))
    model = scan.get("flash_model")
    if model:
        print("  flash model: %s; erase/program times %s; SSI divider %s; XIP cache over the game: %s hits, %s misses"
              " (%.1f ms of miss time), %s flushes" % (
                  "XIP cache and misses modelled" if model["xip"] else "none (code runs as from SRAM)", model["times"],
                  model["ssi_baud"], model["hits"], model["misses"], model["missCycles"] / 125000, model["flushes"]))
    if scan.get("flash_erases") is not None:
        print("  flash since power-on: %s sector erases, %s page programs" % (scan["flash_erases"], scan["flash_programs"]))
    print("  placement to LED: %s; 90th percentile %.1f ms" % (spread(r["place_to_led"]),
                                                               percentile(r["place_to_led"], 0.9)))
    if scan.get("periods"):
        periods = scan["periods"]
        print("  scan period: median %.1f ms, 90th percentile %.1f ms, max %.1f ms (%d scans)" % (
            statistics.median(periods), percentile(periods, 0.9), max(periods), len(periods)))
    if heap and heap.get("profile"):
        moves = max(1, heap["moves"])
        print("  where the time goes, boot included (heap and profile probes in, inclusive of callees, the timer's"
              " scans taken off; per move over %d moves and per call, the 14 costliest and the two the estimates need):" % moves)
        for name, (calls, us) in sorted(heap["profile"].items(), key=lambda item: -item[1][1]):
            print("    %-28s %8.2f ms a move %8.3f ms a call  (%d calls)" % (name, us / 1000 / moves, us / 1000 / calls, calls))
    elif heap:
        print("  where the time goes: the board did not answer the profile probe")
    if heap:
        print_estimates(heap.get("profile") or {}, max(1, heap["moves"]))
    if "press_to_clock" in r:
        print("  press to clock lamp (a 120 ms tap): from the contact closing %s; from its release %s" % (
            spread([p for p, _ in r["press_to_clock"]]), spread([q for _, q in r["press_to_clock"]])))
    print_targets(label, heap, r)
    led = r["led"]
    if led:
        print("  LED line (last frame, %d bits): T0H %s, T1H %s, T0L %s, T1L %s ns (min-max)" % (
            led["bits"], led["t0h"], led["t1h"], led["t0l"], led["t1l"]))


# Issue 21's targets for a 120-move training game with the flash model on, both images: a stone lit
# within 50 ms (90th percentile), a tap's lamp within 30 ms (median), the scan period within 20 ms
# (90th percentile) and never over 50; the frozen image's least free heap at least the 136.5 KB it
# had before the interrupt's scan (the romfs image has no heap target of its own).
TARGETS_MS = {"placement to LED, 90th percentile": 50, "tap to lamp, median": 30, "scan period, 90th percentile": 20,
              "scan period, most": 50}
FROZEN_LEAST_FREE = 136500


def print_targets(label, heap, timing):
    """Each target beside its figure: met, NOT met, or not measured."""
    periods = timing["scan"].get("periods") or []
    taps = [p for p, _ in timing.get("press_to_clock") or []]
    figures = {
        "placement to LED, 90th percentile": percentile(timing["place_to_led"], 0.9) if timing["place_to_led"] else None,
        "tap to lamp, median": statistics.median(taps) if taps else None,
        "scan period, 90th percentile": percentile(periods, 0.9) if periods else None,
        "scan period, most": max(periods) if periods else None,
    }
    shown = []
    for what, limit in TARGETS_MS.items():
        value = figures[what]
        verdict = "not measured" if value is None else ("met" if value <= limit else "NOT met")
        shown.append("%s <= %d ms: %s" % (what, limit, verdict if value is None else "%.1f, %s" % (value, verdict)))
    if heap and label.startswith("frozen"):
        free = heap["heap_peak"][1]
        shown.append("least free heap >= %.1f KB: %.1f, %s" % (FROZEN_LEAST_FREE / 1000, free / 1000,
                                                               "met" if free >= FROZEN_LEAST_FREE else "NOT met"))
    print("  targets: " + "; ".join(shown))


ESTIMATES = {}  # the unix port's instruction counts, once per bench run (see estimate_unix_port)


def estimate_unix_port():
    """The same firmware's work on the MicroPython unix port under callgrind, in estimated Pico ms
    (docs/performance.md: net instructions / 71,000): one scan's sensing (Sensing.update on a
    settled board, 40 stones) and a settled placement's work in training mode (reconciliation,
    referee with the forbidden map, the LED frame; no journal, no LED wire), the mean of the
    first 40 moves of the same game (bench/firmware_workload.py, as make bench counts them)."""
    import shutil

    if ESTIMATES or not shutil.which("valgrind"):
        return ESTIMATES
    sys.path.insert(0, str(ROOT / "bench"))
    from callgrind import PICO_INSTRUCTIONS_PER_MS, net_per_repetition

    micropath = ".frozen:%s:%s" % (ROOT, ROOT / "firmware")
    workload = str(ROOT / "bench" / "firmware_workload.py")

    def net(mode, n):
        return net_per_repetition(workload, [mode], n, micropath, str(ROOT))

    ESTIMATES["Sensing.update"] = net("idle", 20) / PICO_INSTRUCTIONS_PER_MS
    ESTIMATES["App.reconcile"] = (net("train", 1) - net("scans", 1)) / 40 / PICO_INSTRUCTIONS_PER_MS
    return ESTIMATES


def print_estimates(profile, moves):
    estimates = estimate_unix_port()
    if not estimates:
        print("  unix-port estimate: not made (no valgrind)")
        return
    print("  the unix port's estimate (callgrind, net instructions / 71,000) beside the emulated figure:")
    for name, what, per in (("Sensing.update", "one scan's sensing", "call"),
                            ("App.reconcile", "a settled placement's work, training mode", "move")):
        calls, us = profile.get(name, (0, 0))
        if not calls:
            print("    %-44s emulated n/a (no profile), estimated %6.2f ms a %s" % (what, estimates[name], per))
            continue
        emulated = us / 1000 / (calls if per == "call" else moves)
        print("    %-44s emulated %6.2f ms a %s, estimated %6.2f ms: emulated / estimate %.2f" % (
            what, emulated, per, estimates[name], emulated / estimates[name]))
    print("    (the estimate leaves out the journal's flash program and the flash model's cache misses; the"
          " emulated reconcile includes both, and the LED frame's encoding)")


def main():
    import argparse

    parser = argparse.ArgumentParser(prog="python bench/bench_pico.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("moves", nargs="?", type=int, help="how many of the game's moves (default: all)")
    parser.add_argument("images", nargs="?", default="romfs,frozen", help="romfs, frozen or both (default)")
    args = parser.parse_args()
    moves = first_game()
    count = args.moves if args.moves is not None else len(moves)
    timed = min(count, 40)
    started = time.monotonic()
    images = args.images.split(",")
    print("flash model: %s (TENGEN_PICO_FLASH=xip or xip,max models the XIP cache, its misses and the"
          " flash's maximum erase/program times)" % (os.environ.get("TENGEN_PICO_FLASH") or "off"))
    with tempfile.TemporaryDirectory(prefix="tengen-pico-bench-") as where:
        for image, scan in (("romfs", "viper"), ("frozen", "viper"), ("romfs", "bytecode")):
            if (image if scan == "viper" else image + "-bytecode") not in images:
                continue
            try:
                heap = asyncio.run(run(image, scan, moves[:count], where, True)) if scan == "viper" else None
                timing = asyncio.run(run(image, scan, moves[:timed], where, False))
            except RuntimeError as error:  # a board that did not boot in time (a loaded machine)
                print("== %s image, %s scan loop: not measured: %s" % (image, scan, error), flush=True)
                continue
            report("%s image (%s), %s scan loop" % (image, "app as .mpy in ROMFS" if image == "romfs" else "app frozen", scan),
                   heap, timing)
    print("(emulated times; %.0f s of wall time)" % (time.monotonic() - started), flush=True)


if __name__ == "__main__":
    main()
