"""The board's game settings, kept on flash (settings.json) and changed by the host's `settings`
command or the board's menu. Every value is checked with shared_rules before it is kept.

  time_control    a time control in the text form of shared_rules.timecontrol, or None: no clock
                  (a move is complete when its stone settles)
  foul_mode       "training" (a foul is refused), "club" (a foul loses), "tournament" (claims)
  show_forbidden  training mode: light Black's forbidden points "always", on "black"'s turn, "never"
  pass_from_move  the first move number at which a pass is allowed (4 or more)
  takebacks       whether the last move may be taken back (the opponent confirms)
  opening         the opening regulation: None (free play from h8), "adjacent", "rif", "yamaguchi",
                  "soosorv" (Soosorv-8; "soosorv-4" for N=4), "taraguchi" (Taraguchi-10), "sakata", "super-sakata"
  brightness      the LEDs' brightness, 1 to 9 (5: the pin map's leds.brightness); not a game setting,
                  used at once

The file is replaced whole (written beside it, then renamed over it): a power cut leaves the old
settings or the new, never half of them.
"""

import json

from shared_rules.timecontrol import parse_control
from shared_rules.game import FOUL_MODE_NAMES
from shared_rules.openings import REGULATIONS, regulation

DEFAULTS = {
    "time_control": None,
    "foul_mode": "club",
    "show_forbidden": "black",
    "pass_from_move": 7,
    "takebacks": False,
    "opening": None,
    "brightness": 5,
}
BRIGHTNESS_SCALE = (1, 2, 3, 5, 8, 12, 16, 24, 32)  # eighths of the pin map's brightness, by level 1-9


class SettingsError(ValueError):
    pass


def validate(changes):
    """A copy of changes with every value checked; SettingsError says what is wrong."""
    checked = {}
    for key, value in changes.items():
        if key not in DEFAULTS:
            raise SettingsError("unknown setting %r" % key)
        if key == "time_control":
            if value in (None, "", "none"):
                value = None
            else:
                try:
                    parse_control(value)
                except ValueError as error:
                    raise SettingsError("time_control: %s" % error)
        elif key == "foul_mode" and value not in FOUL_MODE_NAMES:
            raise SettingsError("foul_mode must be one of %s" % ", ".join(FOUL_MODE_NAMES))
        elif key == "show_forbidden" and value not in ("always", "black", "never"):
            raise SettingsError("show_forbidden must be always, black or never")
        elif key == "pass_from_move" and (not isinstance(value, int) or value < 4):
            raise SettingsError("pass_from_move must be a whole number, 4 or more")
        elif key == "brightness" and (isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 9):
            raise SettingsError("brightness must be a whole number from 1 to 9")
        elif key == "takebacks" and not isinstance(value, bool):
            raise SettingsError("takebacks must be true or false")
        elif key == "opening":
            if value in (None, "", "none", "free"):
                value = None
            else:
                try:
                    regulation(value)
                except (KeyError, ValueError, TypeError, AttributeError):
                    raise SettingsError("opening must be none or one of %s (soosorv-N, taraguchi-N: another N)"
                                        % ", ".join(n for n in REGULATIONS if n != "free"))
        checked[key] = value
    return checked


class Settings:
    def __init__(self, path):
        self.path = path
        self.values = dict(DEFAULTS)
        try:
            with open(path) as f:
                self.values.update(validate(json.load(f)))
        except Exception:  # no file, or one this firmware cannot use: never a board that cannot boot
            pass

    def update(self, changes):
        self.values.update(validate(changes))
        with open(self.path + ".new", "w") as f:
            json.dump(self.values, f)
        import os

        os.rename(self.path + ".new", self.path)

    def led_brightness(self, base):
        """The LEDs' brightness (0-255) at this level, from the pin map's base brightness."""
        return min(255, base * BRIGHTNESS_SCALE[self.values["brightness"] - 1] // 8)

    def __getitem__(self, key):
        return self.values[key]
