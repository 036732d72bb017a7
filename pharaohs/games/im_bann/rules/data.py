"""Component data of Im Bann der Pyramide, each value with where it comes from.

Values printed in the rulebook (``rules/im-bann.txt``) carry no comment. Every
other value says "not printed in the rulebook" and names its source in
``rules/components.md`` (found, derived or chosen) or says it is our choice.
Cards are named by short strings ("rope3", "curse") so saves stay readable.
"""

from __future__ import annotations

from pharaohs.core.i18n import N_

BASIC, ADVANCED = "basic", "advanced"
#: the rulebook's basic game and its advanced variant
VARIANTS: tuple[str, ...] = (BASIC, ADVANCED)
#: the option for the multi-game series
MULTIGAME = "multigame"
#: the title, variants and option as the menus show them, for the catalogue
LABELS: tuple[str, ...] = (N_("Im Bann der Pyramide"), N_("Basic"), N_("Advanced"),
                           N_("Multigame"))

# -- the depot's four equipment items ---------------------------------------------------
LADDER, PICKAXE, ROPE, TORCH = "ladder", "pickaxe", "rope", "torch"
#: the items round the depot, in the order the arrow turns
ITEMS: tuple[str, ...] = (LADDER, PICKAXE, ROPE, TORCH)
#: at the start the arrow points to the ladders
DEPOT_START = LADDER
#: each item's name: alone (on a card), with its article, and plural, for sentences
ITEM_NAMES: dict[str, tuple[str, str, str]] = {
    LADDER: (N_("Ladder"), N_("a ladder"), N_("ladders")),
    PICKAXE: (N_("Pickaxe"), N_("a pickaxe"), N_("pickaxes")),
    ROPE: (N_("Rope"), N_("a rope"), N_("ropes")),
    TORCH: (N_("Torch"), N_("a torch"), N_("torches")),
}
#: each item's outline on the depot and its cards (colour is never the only cue)
# not printed in the rulebook: our choice
ITEM_SHAPES: dict[str, str] = {
    LADDER: "square", PICKAXE: "triangle", ROPE: "circle", TORCH: "diamond"}

# -- the 54 pyramid cards -------------------------------------------------------------
#: the values of the nine equipment cards of each item
# not printed in the rulebook: components.md (derived: 9 per item; chosen values)
EQUIPMENT_VALUES: tuple[int, ...] = (1, 1, 2, 2, 3, 3, 4, 4, 5)

MAGIC, PROTECTION, CURSE, SCARAB, MUMMY = "magic", "protection", "curse", "scarab", "mummy"
#: the special cards and how many of each the box holds
SPECIAL_COUNTS: dict[str, int] = {MAGIC: 8, PROTECTION: 3, CURSE: 3, SCARAB: 3, MUMMY: 1}
SPECIALS: tuple[str, ...] = tuple(SPECIAL_COUNTS)
SPECIAL_NAMES: dict[str, str] = {
    MAGIC: N_("Magic Power"), PROTECTION: N_("Protection"), CURSE: N_("Curse"),
    SCARAB: N_("Scarab"), MUMMY: N_("Mummy"),
}


def equipment_card(item: str, value: int) -> str:
    """The name of an equipment card: ``equipment_card("rope", 3) == "rope3"``."""
    return f"{item}{value}"


#: every equipment card face, item by item, value by value
EQUIPMENT: tuple[str, ...] = tuple(
    equipment_card(item, v) for item in ITEMS for v in sorted(set(EQUIPMENT_VALUES)))
#: every card face a hand or showcase can hold
FACES: tuple[str, ...] = EQUIPMENT + SPECIALS
#: the item of each equipment card (specials have none)
CARD_ITEM: dict[str, str] = {equipment_card(i, v): i for i in ITEMS for v in EQUIPMENT_VALUES}
#: what each card counts in a showcase (specials count nothing)
CARD_VALUE: dict[str, int] = {
    **{equipment_card(i, v): v for i in ITEMS for v in EQUIPMENT_VALUES},
    **{s: 0 for s in SPECIALS}}
#: the whole deck of pyramid cards, 36 equipment and 18 special cards
DECK: tuple[str, ...] = tuple(
    [equipment_card(i, v) for i in ITEMS for v in EQUIPMENT_VALUES]
    + [s for s, n in SPECIAL_COUNTS.items() for _ in range(n)])
assert len(DECK) == 54

# -- hands, drawing, exchanging -------------------------------------------------------
HAND_START = 5
HAND_LIMIT = 10
#: cards a player may draw on his turn
DRAW_COUNTS: tuple[int, ...] = (1, 2)
#: at most this many cards are exchanged; fewer in the pile means the reshuffle first
EXCHANGE_MAX = 5

# -- adventures ----------------------------------------------------------------------
SHORT, LONG = "short", "long"
SIDES: tuple[str, ...] = (SHORT, LONG)
#: the five adventure cards, each as (short side, long side)
# not printed in the rulebook: components.md (chosen values); pairing short with long
# side in rising order is our choice
ADVENTURE_CARDS: tuple[tuple[int, int], ...] = ((4, 7), (5, 8), (6, 9), (7, 10), (8, 11))
#: adventure cards in the row (one of the five goes back to the box)
ROW_LENGTH = 4
#: the two sides of the King's Chamber (the rulebook's example shows a 12)
# not printed in the rulebook: components.md (chosen)
CHAMBER_SIDES: tuple[int, ...] = (12, 13)
#: stage of an archaeologist standing next to the King's Chamber; one more has entered it
CHAMBER = ROW_LENGTH
ENTERED = CHAMBER + 1
#: the mummy in a showcase raises what an adventure needs by this much
MUMMY_PENALTY = 3
#: equipment worth at least this much is given up to pass the mummy to the chamber
MUMMY_SHED = 3

# -- choices where the rulebook is silent ------------------------------------------------
#: Magic Power and the exact value may also leave the depot where it points
# not printed in the rulebook: our choice (after an exact value the turn is a "may")
DEPOT_MAY_STAY = True
#: a player with no move at all (no playable card, no card to draw or exchange) passes
# not printed in the rulebook: our choice, it keeps the game going in a corner case
STUCK_PLAYER_PASSES = True
#: advanced variant: an empty hand in the King's Chamber ends the turn after the refill
# not printed in the rulebook: our choice
CHAMBER_REFILL_ENDS_TURN = True

# -- the multi-game series -------------------------------------------------------------
#: a series lasts this many games per player, so each seat begins a game
# not printed in the rulebook ("after several games"): our choice
SERIES_GAMES_PER_PLAYER = 1
#: the next game of a series is begun by the seat left of the last game's beginner
# not printed in the rulebook: our choice
SERIES_STARTER_ROTATES = True
#: minus points never drop below zero (a showcase worth more than the adventures left)
# not printed in the rulebook: our choice
MINUS_POINTS_FLOOR = 0
# The adventure cards' side is chosen once, before the series' first game (our choice;
# the rulebook has the players decide at the set-up).


def series_games(players: int) -> int:
    """How many games a series of ``players`` players lasts."""
    return players * SERIES_GAMES_PER_PLAYER


# -- the computer player's weights (not from the rulebook) ---------------------------------
#: share of its value an equipment card in hand is worth when the depot lets it through
AI_PLAYABLE_SHARE = 0.5
#: share of its value any other equipment card in hand is worth
AI_HELD_SHARE = 0.2
#: only this many of the best cards in hand count (a fuller hand only empties the pile)
AI_HAND_CARDS = 6
#: a special card in hand (the mummy is worth nothing there)
AI_SPECIAL_CARD = 0.5
#: each point over the exact value in the King's Chamber
AI_OVERSHOOT = 1.5
#: each adventure behind the archaeologist
AI_STAGE = 1.0
