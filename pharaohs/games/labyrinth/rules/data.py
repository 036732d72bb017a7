"""Component data of Das Labyrinth des Pharao.

Values the rulebook prints are marked "rulebook"; every other value carries a
note saying it is not printed in the rulebook and why it was chosen, so it can
be replaced if the printed value turns up.

Geometry used throughout: a player board is 5 × 5 tile spaces, numbered
``row * 5 + col`` (row 0 is the north, the top of the board). A tile is 2 × 2
quarters, so the board is 10 × 10 quarters (one quarter = one pace), quarter
``(row, col)`` with row and col 0–9. Sides are N, E, S, W.
"""

from __future__ import annotations

# -- board ------------------------------------------------------------------------------

#: drawing, not a rule: the rim of the pyramid board around its 5 × 5 grid, as a
#: fraction of the grid's side (the art draws board.png with it, the scene lays tiles by it)
BOARD_RIM = 0.06

#: tile spaces per side of a player board (rulebook: 25 pyramid spaces; components.md: 5 × 5)
BOARD_SIZE = 5
#: quarters per side of a tile (components.md: each tile is 2 × 2 quarters)
TILE_SIZE = 2
#: turns in a game: one per space (rulebook: the game ends when all 25 spaces are covered)
TURNS = BOARD_SIZE * BOARD_SIZE

#: how places are named, as the big pyramid shows them at its edge: columns by letter
#: west to east, rows by number north to south ("B3"). Not in the rulebook, which names
#: no places: chosen because tile numbers repeat (6-14 twice) and a tile may hold two
#: scarabs, so only a grid names every space and quarter once.
COLUMN_LETTERS = "ABCDE"

# -- tiles ------------------------------------------------------------------------------

#: Tile numbers in a player's set (rulebook: 1–5, 6–14 twice, 15–19 = 28 tiles).
TILE_NUMBERS = (*range(1, 6), *range(6, 15), *range(6, 15), *range(15, 20))

#: The drawing of each tile in rotation 0, as its four quarters in the order
#: NW, NE, SE, SW. A quarter lists its open sides (letters of "NESW"); "-" is a
#: quarter closed on all four sides; a trailing "*" marks a scarab. A quarter
#: has at most two openings: a corridor (two, straight or turning), a dead end
#: (one) or a closed chamber (none), so paths never fork.
#: Not printed in the rulebook (the drawings are not public): designed to its
#: description — parts of two to four corridors or chambers that run straight or
#: turn, 6–14 the common corridor pieces, 20 scarabs over the 28 tiles, no two
#: drawings alike under rotation (checked by tests/test_labyrinth_rules.py).
TILE_DESIGNS: dict[int, tuple[str, str, str, str]] = {
    1: ("W*", "N", "E*", "S"),      # pinwheel: four dead ends pointing out
    2: ("EW", "EW", "-*", "-*"),    # gallery with two treasure chambers below it
    3: ("ES", "EW", "-*", "NS"),    # corridor bending round a chamber (S to E)
    4: ("NE", "EW", "S", "W*"),     # bend N to E above two dead ends pointing out
    5: ("NW", "-*", "ES", "-*"),    # two corner turns, two chambers
    6: ("NS", "NS", "NS", "NS"),    # two parallel straights
    7: ("EW", "SW", "NW", "EW"),    # U-turn, both ends west
    8: ("EW", "SW", "NS", "W*"),    # long bend W to S, dead end west
    9: ("NS", "N*", "EW", "NE"),    # zigzag N to E, dead end north
    10: ("NW", "NE", "ES", "SW"),   # four corner turns
    11: ("EW", "EW", "S*", "S"),    # straight with two dead ends south
    12: ("EW", "SW", "NE", "-"),    # S-bend W to E, one closed quarter
    13: ("EW", "EW", "SW", "ES"),   # straight above a small U opening south
    14: ("SW", "E*", "-", "NS"),    # bend W to S, dead end east
    15: ("EW", "SW", "NW", "ES"),   # snake through all four quarters, W to S
    16: ("NS", "NE", "ES", "NS"),   # straight beside two corner turns to the east
    17: ("W*", "E", "EW", "EW"),    # straight below two dead ends pointing out
    18: ("-*", "ES", "NW", "EW"),   # corridor wrapping round a chamber (E to W)
    19: ("-*", "-*", "SW", "ES"),   # small U opening south under two chambers
}

# -- portals ----------------------------------------------------------------------------

#: The three entrance portals: name -> (outward side, left quarter, right quarter).
#: Three portals with a left and a right side (rulebook); their places are not
#: printed in the rulebook (components.md, chosen): the middle tile of the west,
#: south and east sides. Left and right are as seen from outside looking in.
PORTALS: dict[str, tuple[str, tuple[int, int], tuple[int, int]]] = {
    "west": ("W", (4, 0), (5, 0)),
    "south": ("S", (9, 4), (9, 5)),
    "east": ("E", (5, 9), (4, 9)),
}
PORTAL_NAMES = ("west", "south", "east")
PORTAL_SIDES = ("left", "right")
#: turns by whose end the entrance must be chosen (rulebook: "by the end of the third turn")
ENTRANCE_BY_TURN = 3

# -- corridor markers and segments -------------------------------------------------------

#: corridor markers: (pace, colour) (rulebook: white at 15, grey at 30, black at 45)
MARKERS = ((15, "white"), (30, "grey"), (45, "black"))
#: professional multipliers: (last pace of the segment or None, multiplier)
#: (rulebook: 1–15 ×1, 16–30 ×2, 31–45 ×3, 46+ ×4)
SEGMENTS = ((15, 1), (30, 2), (45, 3), (None, 4))

# -- treasures --------------------------------------------------------------------------

#: treasure colours in the basic game's order of use, with their values (rulebook)
COLOURS = ("blue", "green", "red", "purple")
VALUES = {"blue": 1, "green": 2, "red": 3, "purple": 4}
#: pieces per player at the start (rulebook: 5 blue, 4 green, 3 red; purple only by betting)
START_STOCK = (5, 4, 3, 0)
#: special purple treasures in the supply (rulebook: 15)
PURPLE_SUPPLY = 15

# -- number cards and betting -----------------------------------------------------------

#: the number cards, one per tile of a set (rulebook: 28 cards 1–5, 6–14 twice, 15–19)
CARDS = tuple(sorted(TILE_NUMBERS))
#: betting rounds as (first card, last card) by position in the order of reveal
#: (rulebook: cards 6–10, 11–15 and 16–20)
BETTING_ROUNDS = ((6, 10), (11, 15), (16, 20))
BET_GUESSES = ("high", "low")
#: Not printed in the rulebook: whether a card equal to the previous one counts
#: towards "five times in a row". The rulebook keeps such players in the round,
#: so a player still in the round after its fifth card has earned the purple.
EQUAL_CARD_KEEPS_STREAK = True

# -- computer player weights ------------------------------------------------------------
# None of these is from the rulebook: they are computer player weights for
# LabyrinthGame.evaluate, tuned by autoplay (solo greedy games, basic and professional)
# so that looking one move ahead plays well. Units are paces (victory points).

#: not from the rulebook: computer player weight -- worth of each pace the path has now
#: (above 1, so a tile that lengthens the path beats keeping a vague promise)
AI_PACE = 1.5
#: not from the rulebook: computer player weight -- share of the expected gain of the
#: next tile laid, best turned, on the space in front of the path's open end
AI_NEXT_TILE = 1.0
#: not from the rulebook: computer player weight -- worth of a path end that still opens
#: onto an empty space after that next tile
AI_STILL_OPEN = 5.0
#: not from the rulebook: computer player weight -- worth of each empty space the open
#: path end can still reach (so a path is not led into a pocket or walled off early)
AI_PER_SPACE = 1.0
#: not from the rulebook: computer player weight -- cost of each quarter wall of a laid
#: tile that faces an empty space the path can still reach
AI_WALL = 0.2
#: not from the rulebook: computer player weight -- cost of each corridor opening onto
#: such a space that ends blind (joining it would end the path)
AI_BLIND = 0.5
#: not from the rulebook: computer player weight -- chance that the tile yet to come on
#: an empty neighbour puts a wall against a treasure chamber's open side
AI_WALL_CHANCE = 0.6
#: not from the rulebook: computer player weight -- chance that a treasure chamber not
#: yet beside the path comes to lie beside it while the path can still grow
AI_TOUCH_CHANCE = 0.15
#: not from the rulebook: computer player weight -- worth of a treasure piece kept for a
#: later scarab, as a share of its value
AI_STOCK = 0.5
#: not from the rulebook: computer player weight -- share of the coming scarabs that are
#: good places for a treasure
AI_GOOD_SCARABS = 0.8
#: not from the rulebook: computer player weight -- keeping the choice of entrance open
#: while it may still be put off (the computer commits only when it must)
AI_ENTRANCE_OPEN = 1.0
#: not from the rulebook: computer player weight -- worth of a bet that is sure to be
#: right (betting option), times its chance; about twice a purple treasure's value
AI_BET = 8.0
