"""LED scenes on MicroPython: layer priority, brightness, the current governor."""

from scenes import Scene, lit_budget, POINTS


def colour(scene, p):
    return tuple(scene.frame[3 * p:3 * p + 3])


def test_layers_by_priority():
    scene = Scene()
    scene.compose(112, (112, 113), (114,), (113,))
    assert colour(scene, 112) == (0, 255, 0)  # the win line over the last move
    assert colour(scene, 113) == (255, 0, 0)  # remove over the win line
    assert colour(scene, 114) == (0, 0, 255)
    assert colour(scene, 0) == (0, 0, 0)


def test_brightness_scales_every_colour():
    scene = Scene(brightness=51)
    scene.compose(112, (), (), ())
    assert colour(scene, 112) == (51, 51, 51)


def test_the_governor_keeps_the_frame_within_the_supply():
    budget = lit_budget(500, 1, 300)  # USB 2.0: 500 mA, 225 mA idle, 300 mA for the rest: nothing left
    assert budget == 0
    budget = lit_budget(2000, 1, 300)
    scene = Scene(brightness=255, budget_ma=budget)
    scene.compose(None, (), (), (), identify=True)  # every LED cyan at full scale: ~7 A wanted
    assert scene.current_ma() <= budget
    assert scene.scaled == 1
    assert colour(scene, 0)[0] == 0 and colour(scene, 0)[1] == colour(scene, 0)[2] > 0


def test_only_changed_frames_are_sent():
    scene = Scene()
    scene.compose(112, (), (), ())
    assert scene.take_if_changed() is not None
    scene.compose(112, (), (), ())
    assert scene.take_if_changed() is None
    scene.compose(113, (), (), ())
    assert scene.take_if_changed() is not None


def test_a_forced_win_played_out_shows_its_stones_in_their_colours_the_newest_blinking():
    from scenes import LINE_BLACK, LINE_WHITE

    scene = Scene()
    line = bytes((100, 101, 102, 103))
    scene.compose(None, (), (), (), line=line, line_count=3, line_first=1, line_lit=True)
    assert [colour(scene, p) for p in line] == [LINE_BLACK, LINE_WHITE, LINE_BLACK, (0, 0, 0)]
    scene.compose(None, (), (), (), line=line, line_count=3, line_first=1, line_lit=False)
    assert [colour(scene, p) for p in line] == [LINE_BLACK, LINE_WHITE, (0, 0, 0), (0, 0, 0)]  # the newest dark
    scene.compose(None, (), (), (), line=line, line_count=2, line_first=2, line_lit=True)
    assert [colour(scene, p) for p in line[:2]] == [LINE_WHITE, LINE_BLACK]  # White's win: White first
    scene.compose(None, (100,), (101,), (), line=line, line_count=4)
    assert colour(scene, 100) == (0, 255, 0) and colour(scene, 101) == (0, 0, 255)  # the five, a guide: above
    assert LINE_BLACK not in ((255, 0, 255), (0, 0, 255), (255, 0, 0)) and LINE_BLACK != LINE_WHITE
