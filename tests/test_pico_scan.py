"""The scan on the emulated Pico (the rp2 image, the app as .mpy from this checkout): the sensors are
read a row at a time from a hard timer interrupt, whatever the application does, and a stone slid
across a point, there about 40 ms, lights it at most for a moment and never becomes a move,
whatever the phase of its passage against the scans."""

from test_pico import script_on_pico


def test_a_stone_slid_across_a_point_is_no_move_whatever_its_phase(tmp_path):
    lines = ["place h8 black", "expect moves h8", "expect led h8 white"]
    for phase in (0, 4, 8, 12):  # ms: where the stone's 40 ms fall against the 16 ms scans
        lines += ["wait %d" % (100 + phase), "place j10 white nowait", "wait 40", "lift j10 nowait", "wait 300",
                  "expect moves h8", "expect led j10 off", "expect led h8 white", "expect anomaly none"]
    lines += ["place j10 white", "expect moves h8 j10", "expect led j10 white", "expect led h8 off"]
    ok, output, _ = script_on_pico(tmp_path, lines)
    assert ok, output
