"""The 26 canonical openings and the opening regulations (docs/openings.md), as state machines.

identify(moves) names the opening of a game's first three moves in any of the 8 orientations.

A regulation is a list of steps, one per row of docs/openings.md's state tables:
(state name, kind, who decides, zone or number). The object tracks the step, the opening stones
(moves, PASS only where the RIF letter allows it), the fifth-move offers on the board, and
black_owner (P1 or P2; a swap flips it and nothing else). Ask it:
  state, kind, decider (P1/P2), decider_colour, clock (the decider: whose clock runs), actions
  (ACT_* allowed now), zone (Z0..Z4, ZONE_ANY, or None), offers, offers_needed, done,
  vet_stone(p) (raises IllegalMove if a stone at p is not allowed now), prompt();
and drive it with act(action, arg, player): player P1/P2 who pressed the button, or None when
the input cannot tell (a stone appearing on the board); a decision by the wrong player is refused.
undo() takes back the last act. shared_rules.game.Game(opening=...) runs one in front of normal play.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import SIZE, POINTS, CENTRE, BLACK, WHITE, SYMMETRIES, chebyshev_from_centre, point_name
from shared_rules.terms import (
    IllegalMove, Prompt, PASS, P1, P2, PLAYER_NAMES, colour_of_move,
    ACT_PLACE, ACT_PASS, ACT_KEEP, ACT_SWAP, ACT_DECLARE, ACT_ROUTE_KEEP, ACT_ROUTE_SWAP, ACT_ROUTE_OFFER,
    ACT_OFFER, ACT_UNDO_OFFER, ACT_FINISH, ACT_CHOOSE, ACT_TAKE_BLACK, ACT_TAKE_WHITE, ACT_TWO_STONES, ACTION_NAMES,
)

# ---------------------------------------------------------------------------------------------
# The 26 openings: h8, then h9 (direct) or i9 (indirect), then the third stone names it.

CODES = ("D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11", "D12", "D13",
         "I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8", "I9", "I10", "I11", "I12", "I13")
NAMES = ("kansei", "keigetsu", "sosei", "kagetsu", "zangetsu", "ugetsu", "kinsei", "shogetsu",
         "kyugetsu", "shingetsu", "zuisei", "sangetsu", "yusei",
         "chosei", "kyogetsu", "kosei", "suigetsu", "ryusei", "ungetsu", "hogetsu", "rangetsu",
         "gingetsu", "myojo", "shagetsu", "meigetsu", "suisei")
# Third stones as (column, row), 0-based: h10 i10 j10 i9 j9 i8 j8 h7 i7 j7 h6 i6 j6 / j10 j9 ...
_THIRDS = bytes((7, 9, 8, 9, 9, 9, 8, 8, 9, 8, 8, 7, 9, 7, 7, 6, 8, 6, 9, 6, 7, 5, 8, 5, 9, 5,
                 9, 9, 9, 8, 9, 7, 9, 6, 9, 5, 8, 7, 8, 6, 8, 5, 7, 6, 7, 5, 6, 6, 6, 5, 5, 5))
_H9 = const(127)
_I9 = const(128)


def identify(moves):
    """The opening of a move list: index 0..25 into CODES/NAMES, or -1 if the first three moves
    are not h8, a neighbour and a point of the 5x5 square (in any orientation)."""
    if len(moves) < 3 or moves[0] != CENTRE or moves[1] < 0 or moves[2] < 0:
        return -1
    for k in range(8):
        table = SYMMETRIES[k]
        second = table[moves[1]]
        if second == _H9:
            first = 0
        elif second == _I9:
            first = 13
        else:
            continue
        third = table[moves[2]]
        column = third % SIZE
        row = third // SIZE
        for i in range(first, first + 13):
            if _THIRDS[2 * i] == column and _THIRDS[2 * i + 1] == row:
                return i
    return -1


def opening_code(moves):
    i = identify(moves)
    return CODES[i] if i >= 0 else None


def opening_name(moves):
    """The opening's usual romanised name in lower case ("kagetsu"), or None."""
    i = identify(moves)
    return NAMES[i] if i >= 0 else None


def canonical_moves(i):
    """The canonical first three moves of opening i: h8, h9 or i9, the third stone."""
    third = _THIRDS[2 * i + 1] * SIZE + _THIRDS[2 * i]
    return [CENTRE, _H9 if i < 13 else _I9, third]


# ---------------------------------------------------------------------------------------------
# When two fifth-move offers are the same move in disguise (docs/openings.md section 7).

SYMMETRY_FREE = const(0)  # any isometry of the lattice: the 8 maps and any translation (RenjuNet)
SYMMETRY_BOARD = const(1)  # only the 8 symmetries of the board about h8 (pente.org)
SYMMETRY_NAMES = ("free", "board")


def position_key(stones, symmetry=SYMMETRY_FREE):
    """A key equal for two positions ((point, colour) lists) exactly when an allowed isometry maps
    one onto the other, colours kept: the least over the 8 maps of the sorted stones, translated
    to the origin under SYMMETRY_FREE."""
    best = None
    for k in range(8):
        table = SYMMETRIES[k]
        if symmetry == SYMMETRY_BOARD:
            key = tuple(sorted((table[p], colour) for p, colour in stones))
        else:
            placed = [(table[p] % SIZE, table[p] // SIZE, colour) for p, colour in stones]
            low_x = min(x for x, y, c in placed)
            low_y = min(y for x, y, c in placed)
            key = tuple(sorted((x - low_x, y - low_y, c) for x, y, c in placed))
        if best is None or key < best:
            best = key
    return best


def offers_equivalent(moves, a, b, symmetry=SYMMETRY_FREE):
    """Whether black offers a and b after the opening moves are equivalent (docs/openings.md 7)."""
    position = [(p, colour_of_move(i)) for i, p in enumerate(moves) if p != PASS]
    return (position_key(position + [(a, BLACK)], symmetry)
            == position_key(position + [(b, BLACK)], symmetry))


# ---------------------------------------------------------------------------------------------
# Regulations.

ZONE_ANY = const(7)  # no point is further than 7 from h8
ZONE_NAMES = ("Z0", "Z1", "Z2", "Z3", "Z4", "", "", "ANY")

# Step kinds.
K_PLACE = const(1)
K_SWAP = const(2)
K_DECLARE = const(3)
K_ROUTE = const(4)
K_OFFER = const(5)
K_CHOOSE = const(6)
K_COLOUR = const(7)

# Who decides a step: a fixed player, or whoever owns a colour at that moment.
WHO_P1 = P1
WHO_P2 = P2
WHO_BLACK = const(3)
WHO_WHITE = const(4)

_ACTIONS = {
    K_SWAP: (ACT_KEEP, ACT_SWAP),
    K_DECLARE: (ACT_DECLARE,),
    K_CHOOSE: (ACT_CHOOSE,),
    K_COLOUR: (ACT_TAKE_BLACK, ACT_TAKE_WHITE),
}


def _name(p):
    # A point's name for a message, or what was given instead of a point.
    return point_name(p) if isinstance(p, int) and 0 <= p < POINTS else repr(p)


def _opening_steps(prefix):
    # Moves 1-3 by P1 into Z0, Z1, Z2: one of the 26 openings (RIF, Yamaguchi, Soosorv, Sakata).
    return [(prefix + "1 M1", K_PLACE, WHO_P1, 0), (prefix + "2 M2", K_PLACE, WHO_P1, 1),
            (prefix + "3 M3", K_PLACE, WHO_P1, 2)]


class Regulation:
    """Base: the steps come from steps(); see the module docstring for the interface."""

    name = "?"
    title = "?"

    def __init__(self, symmetry=SYMMETRY_FREE):
        if isinstance(symmetry, str):
            symmetry = SYMMETRY_NAMES.index(symmetry)
        self.symmetry = symmetry
        self.pass_from_move = 7  # Game sets its own; matters only where passable() says so
        self._reset()

    def steps(self):
        return [("M1", K_PLACE, WHO_BLACK, 0)]

    def passable(self, state):
        """Whether a pass may stand in for the stone of this state (RIF letter only)."""
        return False

    def _reset(self):
        self.events = []
        self.plan = self.steps()
        self.index = 0
        self.moves = []
        self.offers = []
        self.offer_keys = []
        self.black_owner = P1
        self.declared = 0
        self._cached = (None, 0, None)

    def __repr__(self):
        return "%s(symmetry=%r)" % (type(self).__name__, SYMMETRY_NAMES[self.symmetry])

    # -- what is asked now --------------------------------------------------------------------

    @property
    def done(self):
        return self.index >= len(self.plan)

    @property
    def state(self):
        return "NORMAL" if self.done else self.plan[self.index][0]

    @property
    def kind(self):
        return 0 if self.done else self.plan[self.index][1]

    @property
    def decider(self):
        if self.done:
            return None
        return self._player(self.plan[self.index][2])

    def _player(self, who):
        if who == WHO_BLACK:
            return self.black_owner
        if who == WHO_WHITE:
            return 3 - self.black_owner
        return who

    def decider_after(self):
        """Who takes the step after the current one, as the plan now stands (after a stone: once
        the opening is over, the owner of the colour to move). A player whose own step comes next
        needs no clock press for this one: a player's consecutive steps are one press."""
        if self.done:
            return None
        if self.index + 1 < len(self.plan):
            return self._player(self.plan[self.index + 1][2])
        colour = colour_of_move(len(self.moves) + 1)
        return self.black_owner if colour == BLACK else 3 - self.black_owner

    @property
    def decider_colour(self):
        player = self.decider
        if player is None:
            return None
        return BLACK if player == self.black_owner else WHITE

    @property
    def clock(self):
        """The player whose clock runs: always the one whose decision it is (docs/openings.md tables)."""
        return self.decider

    @property
    def zone(self):
        kind = self.kind
        if kind == K_PLACE:
            return self.plan[self.index][3]
        if kind == K_OFFER:
            return ZONE_ANY
        return None

    @property
    def offers_needed(self):
        if self.kind != K_OFFER:
            return 0
        return self.plan[self.index][3] or self.declared

    @property
    def actions(self):
        kind = self.kind
        if kind == K_PLACE:
            if self.passable(self.state) and len(self.moves) + 1 >= self.pass_from_move:
                return (ACT_PLACE, ACT_PASS)
            return (ACT_PLACE,)
        if kind == K_OFFER:
            actions = [ACT_OFFER] if len(self.offers) < self.offers_needed else []
            if self.offers:
                actions.append(ACT_UNDO_OFFER)
            if len(self.offers) == self.offers_needed:
                actions.append(ACT_FINISH)
            return tuple(actions)
        if kind == K_ROUTE:
            return self.route_actions()
        return self.decision_actions(kind)

    def decision_actions(self, kind):
        return _ACTIONS.get(kind, ())

    def route_actions(self):
        return (ACT_ROUTE_KEEP, ACT_ROUTE_SWAP, ACT_ROUTE_OFFER)

    def prompt(self):
        if self.done:  # normal play: the owner of the colour to move places a stone
            colour = colour_of_move(len(self.moves))
            player = self.black_owner if colour == BLACK else 3 - self.black_owner
            return Prompt("NORMAL", player, colour, (ACT_PLACE,), player)
        return Prompt(self.state, self.decider, self.decider_colour, self.actions, self.clock,
                      self.zone, self.offers, self.offers_needed)

    def _waiting(self):
        return "waiting for %s (%s): %s" % (
            PLAYER_NAMES[self.decider], self.state, " / ".join(ACTION_NAMES[a] for a in self.actions))

    # -- stones -------------------------------------------------------------------------------

    def _occupied(self, p):
        return p in self.moves or p in self.offers

    def _offer_key(self, p):
        # One entry of cache: a check of a stone and then its placement compute the key once.
        if self._cached[0] == p and self._cached[1] == len(self.moves):
            return self._cached[2]
        position = [(q, colour_of_move(i)) for i, q in enumerate(self.moves) if q != PASS]
        position.append((p, BLACK))
        key = position_key(position, self.symmetry)
        self._cached = (p, len(self.moves), key)
        return key

    def vet_stone(self, p):
        """Raise IllegalMove unless a stone (or PASS) at p is allowed now: the next opening move
        in a place state, the next offer in an offer state. Returns the offer's key if an offer."""
        if self.done:
            raise IllegalMove("the opening is over")
        kind = self.kind
        if kind not in (K_PLACE, K_OFFER):
            raise IllegalMove(self._waiting())
        if p == PASS:
            if ACT_PASS in self.actions:
                return None
            raise IllegalMove("no pass during the opening (%s)" % self.state)
        if not isinstance(p, int) or not 0 <= p < POINTS:
            raise IllegalMove("not a point: %s" % _name(p))
        if self._occupied(p):
            raise IllegalMove("%s is occupied" % point_name(p))
        if kind == K_PLACE:
            zone = self.zone
            if chebyshev_from_centre(p) > zone:
                raise IllegalMove("move %d must be in %s (%s is %d from h8)" % (
                    len(self.moves) + 1, ZONE_NAMES[zone], point_name(p), chebyshev_from_centre(p)))
            return None
        if len(self.offers) >= self.offers_needed:
            raise IllegalMove("all %d offers are on the board: finish, or undo one" % self.offers_needed)
        key = self._offer_key(p)
        for i in range(len(self.offers)):
            if self.offer_keys[i] == key:
                raise IllegalMove("%s is the same offer as %s by symmetry" % (
                    point_name(p), point_name(self.offers[i])))
        return key

    # -- acting -------------------------------------------------------------------------------

    def act(self, action, arg=None, player=None):
        """Perform action (ACT_*) with arg by player (None: unknown); IllegalMove if refused."""
        if self.done:
            raise IllegalMove("the opening is over")
        if action not in self.actions:
            name = ACTION_NAMES[action] if isinstance(action, int) and 0 < action < len(ACTION_NAMES) else repr(action)
            raise IllegalMove("%s is not allowed now; %s" % (name, self._waiting()))
        if player is not None and player != self.decider:
            raise IllegalMove("it is %s's decision, not %s's (%s)" % (
                PLAYER_NAMES[self.decider], PLAYER_NAMES[player], self.state))
        self._apply(action, arg)
        self.events.append((action, arg, player))

    def _advance(self):
        self.index += 1

    def _apply(self, action, arg):
        if action == ACT_PLACE or action == ACT_PASS:
            self.vet_stone(PASS if action == ACT_PASS else arg)
            self.moves.append(PASS if action == ACT_PASS else arg)
            self._advance()
        elif action == ACT_KEEP:
            self._advance()
        elif action == ACT_SWAP:
            self.black_owner = 3 - self.black_owner
            self._advance()
        elif action == ACT_DECLARE:
            cap = self.plan[self.index][3]
            if not isinstance(arg, int) or not 1 <= arg <= cap:
                raise IllegalMove("the number of fifth-move offers must be 1 to %d" % cap)
            self.declared = arg
            self._advance()
        elif action == ACT_OFFER:
            key = self.vet_stone(arg)
            self.offers.append(arg)
            self.offer_keys.append(key)
        elif action == ACT_UNDO_OFFER:
            i = len(self.offers) - 1 if arg is None else (self.offers.index(arg) if arg in self.offers else -1)
            if i < 0:
                raise IllegalMove("not an offer: %s" % _name(arg))
            self.offers.pop(i)
            self.offer_keys.pop(i)
        elif action == ACT_FINISH:
            self._advance()
            if len(self.offers) == 1:  # one offer: White's choice is automatic
                self._choose(self.offers[0])
        elif action == ACT_CHOOSE:
            if arg not in self.offers:
                raise IllegalMove("choose one of the offers: %s" % " ".join(point_name(p) for p in self.offers))
            self._choose(arg)
        elif action == ACT_TAKE_BLACK or action == ACT_TAKE_WHITE:
            decider = self.decider
            self.black_owner = decider if action == ACT_TAKE_BLACK else 3 - decider
            self._advance()
        else:
            self._route(action)

    def _choose(self, p):
        # The chosen offer becomes move 5; the others leave the board.
        self.moves.append(p)
        self.offers = []
        self.offer_keys = []
        self._advance()

    def _route(self, action):
        raise IllegalMove("no route choice in %s" % self.name)

    def undo(self):
        """Take back the last act (a stone, an offer, a decision) by replaying the others."""
        if not self.events:
            raise IllegalMove("nothing to undo")
        events = self.events[:-1]
        self._reset()
        for action, arg, player in events:
            self.act(action, arg, player)


class Free(Regulation):
    """No opening restriction: Black's first stone on h8, then normal play."""

    name = "free"
    title = "free"  # as the federation writes it, in records


class Adjacent(Regulation):
    """The 002 server rule: 2nd stone next to h8 (Z1), 3rd inside the 5x5 square (Z2); no swaps."""

    name = "adjacent"
    title = "adjacent"  # as the federation writes it, in records

    def steps(self):
        return [("M1", K_PLACE, WHO_BLACK, 0), ("M2", K_PLACE, WHO_WHITE, 1), ("M3", K_PLACE, WHO_BLACK, 2)]


class RIF(Regulation):
    """RIF opening rule (1996-2008): P1 places 3, P2 may swap, White 4th, Black offers 2 fifths."""

    name = "rif"
    title = "RIF"  # as the federation writes it, in records

    def steps(self):
        return _opening_steps("R") + [
            ("R4 SWAP", K_SWAP, WHO_P2, None),
            ("R5 M4", K_PLACE, WHO_WHITE, ZONE_ANY),
            ("R6 OFFER", K_OFFER, WHO_BLACK, 2),
            ("R7 CHOOSE", K_CHOOSE, WHO_WHITE, None),
            ("R8 M6", K_PLACE, WHO_WHITE, ZONE_ANY),
        ]

    def passable(self, state):
        # The RIF text forbids passing only in moves 1-3; with pass_from_move <= 4 ("RIF letter")
        # White may pass instead of move 4 or move 6. With the default 7 it never applies.
        return state == "R5 M4" or state == "R8 M6"


class Yamaguchi(Regulation):
    """Yamaguchi (RIF 2009-2015): P1 also declares N offers before P2 may swap."""

    name = "yamaguchi"
    title = "Yamaguchi"  # as the federation writes it, in records

    def __init__(self, cap=12, symmetry=SYMMETRY_FREE):
        self.cap = cap  # the rule text sets no maximum; AbstractPlay uses 12
        super().__init__(symmetry)

    def steps(self):
        return _opening_steps("Y") + [
                ("Y4 DECLARE", K_DECLARE, WHO_P1, self.cap),
                ("Y5 SWAP", K_SWAP, WHO_P2, None),
                ("Y6 M4", K_PLACE, WHO_WHITE, ZONE_ANY),
                ("Y7 OFFER", K_OFFER, WHO_BLACK, 0),
                ("Y8 CHOOSE", K_CHOOSE, WHO_WHITE, None),
                ("Y9 M6", K_PLACE, WHO_WHITE, ZONE_ANY)]


class Soosorv(Regulation):
    """Soosorv-N (N=8: RIF World Championship rule since 2017): two swaps, White declares n <= N."""

    name = "soosorv"
    title = "Soosorv"  # as the federation writes it, in records

    def __init__(self, n=8, symmetry=SYMMETRY_FREE):
        self.n = n
        self.title = "Soosorv-%d" % n
        super().__init__(symmetry)

    def steps(self):
        return _opening_steps("S") + [
            ("S4 SWAP1", K_SWAP, WHO_P2, None),
            ("S5 M4", K_PLACE, WHO_WHITE, ZONE_ANY),
            ("S6 DECLARE", K_DECLARE, WHO_WHITE, self.n),
            ("S7 SWAP2", K_SWAP, WHO_BLACK, None),
            ("S8 OFFER", K_OFFER, WHO_BLACK, 0),
            ("S9 CHOOSE", K_CHOOSE, WHO_WHITE, None),
            ("S10 M6", K_PLACE, WHO_WHITE, ZONE_ANY),
        ]


class Taraguchi(Regulation):
    """Taraguchi-N (N=10): a swap window after each of moves 1-4; after move 4 the Black owner
    picks one route: keep or swap (then a single 5th in Z4 and one more swap) or N offers.

    swap_then_offer=True is pente.org's reading (after the swap route the new Black may still
    choose the offers); off by default, see docs/openings.md 8.2."""

    name = "taraguchi"
    title = "Taraguchi"  # as the federation writes it, in records

    def __init__(self, n=10, symmetry=SYMMETRY_FREE, swap_then_offer=False):
        self.n = n
        self.title = "Taraguchi-%d" % n
        self.swap_then_offer = swap_then_offer
        super().__init__(symmetry)

    def steps(self):
        return [("T1 M1", K_PLACE, WHO_BLACK, 0), ("T1S", K_SWAP, WHO_WHITE, None),
                ("T2 M2", K_PLACE, WHO_WHITE, 1), ("T2S", K_SWAP, WHO_BLACK, None),
                ("T3 M3", K_PLACE, WHO_BLACK, 2), ("T3S", K_SWAP, WHO_WHITE, None),
                ("T4 M4", K_PLACE, WHO_WHITE, 3), ("T4R ROUTE", K_ROUTE, WHO_BLACK, None)]

    def route_actions(self):
        if self.state == "T4R2 ROUTE":  # pente.org reading: the swap is spent, keep or offer remain
            return (ACT_ROUTE_KEEP, ACT_ROUTE_OFFER)
        return (ACT_ROUTE_KEEP, ACT_ROUTE_SWAP, ACT_ROUTE_OFFER)

    def _route(self, action):
        single = [("T5 M5", K_PLACE, WHO_BLACK, 4), ("T5S", K_SWAP, WHO_WHITE, None)]
        offers = [("T5O OFFER", K_OFFER, WHO_BLACK, self.n), ("T5C CHOOSE", K_CHOOSE, WHO_WHITE, None)]
        here = self.index + 1
        if action == ACT_ROUTE_SWAP:
            self.black_owner = 3 - self.black_owner
            if self.swap_then_offer and self.state == "T4R ROUTE":
                self.plan[here:] = [("T4R2 ROUTE", K_ROUTE, WHO_BLACK, None)]
                self._advance()
                return
        self.plan[here:] = (offers if action == ACT_ROUTE_OFFER else single) + [
            ("T6 M6", K_PLACE, WHO_WHITE, ZONE_ANY)]
        self._advance()


class Sakata(Regulation):
    """Sakata: P1 places the opening, P2 places move 4 (Z3) and move 5 (Z4), P1 takes a colour."""

    name = "sakata"
    title = "Sakata"  # as the federation writes it, in records

    def steps(self):
        return [("M1", K_PLACE, WHO_P1, 0), ("M2", K_PLACE, WHO_P1, 1), ("M3", K_PLACE, WHO_P1, 2),
            ("M4", K_PLACE, WHO_P2, 3), ("M5", K_PLACE, WHO_P2, 4),
            ("CHOOSE COLOUR", K_COLOUR, WHO_P1, None),
            ("M6", K_PLACE, WHO_WHITE, ZONE_ANY),
        ]


class SuperSakata(Sakata):
    """Super Sakata (renju.net rule 17): Sakata where the colour's chooser may instead place one more
    white and one more black stone anywhere (the next two moves) and hand the choice to the other
    player, who has the same three options; this repeats until a colour is taken. The White owner
    then plays the next move."""

    name = "super-sakata"
    title = "Super Sakata"  # as the federation writes it, in records

    def steps(self):
        # Sakata's up to the colour choice; what follows depends on the choice (_apply).
        return Sakata.steps(self)[:-1]

    def decision_actions(self, kind):
        if kind == K_COLOUR:
            return (ACT_TAKE_BLACK, ACT_TAKE_WHITE, ACT_TWO_STONES)
        return _ACTIONS.get(kind, ())

    def _apply(self, action, arg):
        if action == ACT_TWO_STONES:
            placer = self.decider
            here = len(self.moves)
            self.plan[self.index + 1:] = [
                ("M%d" % (here + 1), K_PLACE, placer, ZONE_ANY), ("M%d" % (here + 2), K_PLACE, placer, ZONE_ANY),
                ("CHOOSE COLOUR", K_COLOUR, 3 - placer, None)]
            self._advance()
            return
        Regulation._apply(self, action, arg)
        if action in (ACT_TAKE_BLACK, ACT_TAKE_WHITE):
            # The White owner plays the next move, anywhere: the last step of the opening.
            self.plan[self.index:] = [("M%d" % (len(self.moves) + 1), K_PLACE, WHO_WHITE, ZONE_ANY)]


REGULATIONS = {"free": Free, "adjacent": Adjacent, "rif": RIF, "yamaguchi": Yamaguchi,
               "soosorv": Soosorv, "taraguchi": Taraguchi, "sakata": Sakata, "super-sakata": SuperSakata}


def regulation(name, **settings):
    """A regulation by name: "rif", "soosorv-4", "taraguchi-5", "yamaguchi" ...; the -N suffix
    sets N for Soosorv and Taraguchi."""
    name = name.lower()
    if name in REGULATIONS:
        return REGULATIONS[name](**settings)
    base, dash, number = name.partition("-")
    if dash:
        settings["n"] = int(number)
    return REGULATIONS[base](**settings)
