"""Board settings on MicroPython: what is saved loads again at the next boot, and a file the
firmware cannot use falls back to the defaults instead of stopping the board."""

from settings import Settings, SettingsError, DEFAULTS

PATH = "/tmp/tengen-test-settings.json"


def fresh():
    import os

    try:
        os.remove(PATH)
    except OSError:
        pass
    return Settings(PATH)


def test_saved_settings_load_again_at_the_next_boot():
    settings = fresh()
    settings.update({"time_control": "90m+30s", "opening": "soosorv", "takebacks": True})
    settings.update({"opening": None, "time_control": None})  # back to none: saved as null
    again = Settings(PATH)
    assert again["opening"] is None and again["time_control"] is None and again["takebacks"] is True


def test_bad_values_are_refused_and_a_bad_file_gives_the_defaults():
    settings = fresh()
    for bad in ({"opening": "chess"}, {"opening": 7}, {"foul_mode": "lenient"}, {"pass_from_move": 2}, {"colour": 1},
                {"time_control": "ten minutes"}):
        try:
            settings.update(bad)
        except SettingsError:
            continue
        assert False, bad
    with open(PATH, "w") as f:
        f.write('{"opening": 7, "foul_mode": ')
    assert Settings(PATH).values == DEFAULTS
