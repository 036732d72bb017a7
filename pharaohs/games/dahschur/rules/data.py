"""Component data of Dahschur: Die Rote Pyramide, each value with where it comes from.

Values printed in the rulebook (``rules/dahschur.txt``) carry no comment. Every
other value says "not printed in the rulebook" and names its source in
``rules/components.md`` (found, derived or chosen), or says it is chosen here.
Seat ``i`` plays player colour ``i``.
"""

from __future__ import annotations

from itertools import permutations

from pharaohs.core.i18n import N_

# -- player colours -------------------------------------------------------------------
#: the four player colours and their goods: seat ``i`` plays colour ``i``; the order is
#: chosen so the first two match the client's seat colours (carnelian, lapis)
COLOURS: tuple[str, ...] = ("red", "blue", "orange", "white")
GOODS: tuple[str, ...] = (N_("pottery"), N_("lapis lazuli"), N_("papyrus"), N_("myrrh"))
GOODS_PER_PLAYER = 10

#: in the 3-player supplement the unchosen colour gives the neutral prince cards;
#: which colour that is, is not printed in the rulebook: chosen (the last one)
NEUTRAL_COLOUR = 3
#: in the 2-player expert variant the second unchosen colour gives the market prince
#: cards and its plates join the avenue; which one, not printed: chosen
MARKET_COLOUR = 2

# -- rounds -----------------------------------------------------------------------------
ROUNDS: dict[int, int] = {2: 4, 3: 3, 4: 4}
PRINCE_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

# -- gems -------------------------------------------------------------------------------
RUBY, EMERALD, SAPPHIRE = 0, 1, 2
GEMS: tuple[str, ...] = (N_("ruby"), N_("emerald"), N_("sapphire"))
#: facet shapes so a gem is told apart without colour; not printed in the rulebook: chosen
GEM_SHAPES: tuple[str, ...] = ("heart", "square", "drop")
GEMS_PER_COLOUR = 12
STARTING_GEMS: dict[int, int] = {2: 2, 3: 2, 4: 0}

# -- market -----------------------------------------------------------------------------
#: market stalls numbered 1–6 from the assembly point (0); components.md (derived)
STALLS = 6
ASSEMBLY_POINT = 0


def _offer_cards() -> tuple[tuple[int, int, int, int], ...]:
    """Every choice of 3 goods colours with the prices 1, 2, 3 in every order (0 = not
    demanded): 4 × 6 = 24 cards. Not printed in the rulebook: components.md (derived)."""
    cards = []
    for missing in range(len(COLOURS)):
        demanded = [c for c in range(len(COLOURS)) if c != missing]
        for prices in permutations((1, 2, 3)):
            card = [0, 0, 0, 0]
            for colour, price in zip(demanded, prices, strict=True):
                card[colour] = price
            cards.append(tuple(card))
    return tuple(cards)


#: offer card ``i`` as goods stones demanded per colour (0 = that colour cannot buy)
OFFER_CARDS: tuple[tuple[int, int, int, int], ...] = _offer_cards()

# -- splendid avenue (Prachtstraße) ------------------------------------------------------
#: the gems shown on each symbol's 6 marble plates; components.md (chosen)
PLATE_GEMS: tuple[int, ...] = (RUBY, RUBY, EMERALD, EMERALD, SAPPHIRE, SAPPHIRE)
PLATES_PER_COLOUR = len(PLATE_GEMS)
#: the active player's AP for 0–4 gems set in one action
AVENUE_POINTS: tuple[int, ...] = (0, 2, 4, 6, 10)
MAX_GEMS_PER_ACTION = 4
#: the plate owner's AP for the first, second, third, fourth gem of the action
OWNER_POINTS: tuple[int, ...] = (1, 2, 3, 4)


def plate_owner(plate: int) -> int:
    """The colour whose symbol a plate shows (plate ids are ``colour * 6 + k``)."""
    return plate // PLATES_PER_COLOUR


def plate_gem(plate: int) -> int:
    """The gem a plate wants."""
    return PLATE_GEMS[plate % PLATES_PER_COLOUR]


# -- procession -------------------------------------------------------------------------
#: spaces 0 (the back) to 19 (the foremost, at the assembly point); components.md (chosen)
PROCESSION_SPACES = 20

# -- obelisks ---------------------------------------------------------------------------
#: the three obelisks' tracks: 0–14, 15–29 (derived), 30–44 and a +45 marker (chosen)
OBELISKS: tuple[tuple[int, int], ...] = ((0, 14), (15, 29), (30, 44))
OBELISK_LAP = 45
RIGHT_REWARD_POINTS = 2

# -- cities, gold and silver discs ------------------------------------------------------
CITY_NUMBERS: tuple[int, ...] = tuple(range(6, 16))
CITY_SPACES: dict[int, int] = {2: 3, 3: 4, 4: 4}
GOLD, SILVER = "gold", "silver"
DISC_KINDS: tuple[str, ...] = (GOLD, SILVER)
GOLD_DISCS: tuple[int, ...] = (4, 4, 4, 4, 5, 5, 5, 6, 6, 6)
SILVER_DISCS: tuple[int, ...] = (1, 1, 2, 2, 2, 2, 3, 3, 3, 3)
#: AP to a fellow player whose prince card receives another player's disc
FELLOW_DISC_POINTS: dict[str, int] = {GOLD: 2, SILVER: 1}
GEM_END_POINTS = 1

# -- where the rulebook is silent (rule choices, not printed in the rulebook) -----------
#: chosen ("the starting player is determined"): the first seat starts
START_SEAT = 0
#: chosen: a tie loser's "first free space of the procession" is the rearmost free space
#: (reward 2 names the foremost one explicitly)
LOSER_FIRST_FREE_IS_REARMOST = True
#: chosen: fellow players lay their gift cards in turn from the active player's left
GIFT_ORDER_FROM_LEFT = True
#: chosen: "only prince cards with different values" for the third card of the 2- and
#: 3-player games means different from the third cards the other players laid this round
THIRD_CARDS_DIFFER = True
#: chosen: the city tribute is settled city by city in rising number
TRIBUTE_BY_RISING_NUMBER = True
#: chosen (the sentence is cut off in the rulebook): a tie loser in the city tribute who
#: gets no disc has the same choice as a reward tie loser (procession or goods back)
TRIBUTE_LOSER_CHOICE = True
#: chosen: the burial-chamber cards are chosen starting with the round's start player,
#: before the Pharaoh marker passes on
BURIAL_BEFORE_PASSING = True
#: chosen: a player whose offering's turn comes and who can place a disc places one (the
#: rules offer no move to forgo it: placing always gains AP, so "may" never helps to refuse)
DISC_PLACEMENT_FORCED = True
#: chosen: a tie loser's "advance 1 space" jumps occupied spaces like every procession move
LOSER_ADVANCE_SKIPS_OCCUPIED = True
#: chosen: "moving" the merchant without buying is a market action of its own (the purchase
#: is a may); a market action never passes without moving at least one stall
MARKET_MOVE_WITHOUT_PURCHASE = True

# -- the computer player's weights (not from the rulebook) --------------------------------
AI_GEM = 1.5  #: a gem in supply: 1 AP at the end at least, more on the avenue
AI_GOODS = 0.3  #: a goods stone in supply (purchases, offerings, the tie-break)
AI_DISC_MATCH = 0.8  #: share of a disc's value counted when a burial card can take it
AI_DISC_OPEN = 0.35  #: share counted while the burial chambers may still get a match
AI_PROCESSION = 0.08  #: per space an offering stands forward
AI_OFFERING = 1.0  #: an offering in the procession (a chance to place a disc)
AI_FUTURE_DISCS = 1  #: discs a seat may still expect per round to come

#: the names the menus show (title and variant), for the translators
LABELS: tuple[str, ...] = (N_("Dahschur: Die Rote Pyramide"), N_("Standard"))
