"""The opening regulations' decisions, made with the two clock buttons.

A decision (keep or swap, how many fifth-move offers, Taraguchi's route, Sakata's colour, Super Sakata's two more stones) is the
decider's: their clock face shows the option; each tap of their button shows the next option, and
holding the button takes the one shown. Stones are placed as usual; fifth-move offers are placed
all on the board, then a tap says they are complete; White chooses by lifting all the offers but
one. Decisions by the other player's button are refused (the board cannot see hands, so the
button says who acts: docs/openings.md section 0).
"""

from shared_rules.game import (
    ACT_KEEP, ACT_SWAP, ACT_DECLARE, ACT_ROUTE_KEEP, ACT_ROUTE_SWAP, ACT_ROUTE_OFFER, ACT_TAKE_BLACK,
    ACT_TAKE_WHITE, ACT_TWO_STONES,
)

# What each decision's options look like on a 4-digit face.
_TWO_WAY = ((ACT_KEEP, "KEEP"), (ACT_SWAP, "SWAP"))
_ROUTE = ((ACT_ROUTE_KEEP, "KEEP"), (ACT_ROUTE_SWAP, "SWAP"), (ACT_ROUTE_OFFER, "OFFR"))
_COLOUR = ((ACT_TAKE_BLACK, "BLAC"), (ACT_TAKE_WHITE, "WHIT"), (ACT_TWO_STONES, "2 ST"))


def options(game):
    """The decision now asked of the decider: a list of (action, argument, text), or ()."""
    actions = game.prompt().actions
    if ACT_KEEP in actions:
        return [(a, None, text) for a, text in _TWO_WAY]
    if ACT_ROUTE_KEEP in actions:
        return [(a, None, text) for a, text in _ROUTE if a in actions]
    if ACT_TAKE_BLACK in actions:  # Super Sakata adds a third option: two more stones
        return [(a, None, text) for a, text in _COLOUR if a in actions]
    if ACT_DECLARE in actions:
        opening = game.opening
        cap = opening.plan[opening.index][3]
        return [(ACT_DECLARE, n, "N%3d" % n) for n in range(1, cap + 1)]
    return ()


class OpeningDesk:
    def __init__(self):
        self.choice = 0  # which option the decider's face shows

    def reset(self):
        self.choice = 0

    def next_option(self, game):
        shown = options(game)
        if shown:
            self.choice = (self.choice + 1) % len(shown)

    def current(self, game):
        """(action, argument, text) shown now, or None when no decision is asked."""
        shown = options(game)
        if not shown:
            return None
        if self.choice >= len(shown):
            self.choice = 0
        return shown[self.choice]
