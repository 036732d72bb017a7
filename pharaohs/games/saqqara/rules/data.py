"""Component data of Saqqara, each value with where it comes from.

Values printed in the rulebook (``rules/saqqara.txt``) carry no comment. Every
other value says "not printed in the rulebook" and names its source in
``rules/components.md`` (found, derived or chosen) or says it is our choice.

Goods are numbered ``LAND``–``GOLD`` (0–4). The four warehouses (German
"Lagerhäuser") hold fish, linen, wood and gold: warehouse ``w`` is the one of
good ``w + 1``. The round track and the market track have one space per good,
land first, so a position on them is a good's number too.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.i18n import N_

# -- goods ----------------------------------------------------------------------------
LAND, FISH, LINEN, WOOD, GOLD = range(5)
GOODS: tuple[int, ...] = (LAND, FISH, LINEN, WOOD, GOLD)
GOOD_NAMES: tuple[str, ...] = (N_("land"), N_("fish"), N_("linen"), N_("wood"), N_("gold"))
#: the general supply: 30 land, 40 each of fish, linen, wood and gold
SUPPLY: tuple[int, ...] = (30, 40, 40, 40, 40)
#: gold each player starts with
START_GOLD = 3

# -- warehouses and tracks --------------------------------------------------------------
WAREHOUSES = 4
#: the good each warehouse holds, left to right
WAREHOUSE_GOOD: tuple[int, ...] = (FISH, LINEN, WOOD, GOLD)
#: spaces of the round track and the market track (one under land, then each warehouse)
TRACK_SPACES = 5  # not printed in the rulebook: components.md (found)
YEARS = 6
#: goods of each kind put on their warehouse at the start of every production phase
BASE_GOODS = 2
#: the die starts on the first field (land) in year 1, the market stand under gold
DIE_START = LAND
STAND_START = GOLD


@dataclass(frozen=True)
class YearRow:
    """One row of the distribution table card."""

    #: extra goods for the warehouse under which the die lies
    extra: int
    #: land put on every warehouse when the die lies under land
    land: int
    #: where the market stand goes after this year's market
    stand: int


# not printed in the rulebook: components.md (chosen; year 4's +3 is the rulebook's example,
# year 1's +1 and no land in year 1 are found)
DISTRIBUTION: dict[int, YearRow] = {
    1: YearRow(1, 0, WOOD),
    2: YearRow(2, 1, LINEN),
    3: YearRow(2, 1, FISH),
    4: YearRow(3, 1, LINEN),
    5: YearRow(3, 2, WOOD),
    6: YearRow(4, 2, GOLD),
}

# -- threshold cards ("Schwellenwertkarten") ---------------------------------------------
#: the value of a "no yield" card ("kein Ertrag")
NO_YIELD = 0
# not printed in the rulebook: components.md (chosen): 2–9 twice and four "no yield"
THRESHOLD_CARDS: tuple[int, ...] = tuple(sorted(
    [v for v in range(2, 10) for _ in range(2)] + [NO_YIELD] * 4))
#: the value the setup seeds into the top four cards
FIRST_ROUND_THRESHOLD = 2
#: cards drawn each production phase, one under each warehouse
THRESHOLDS_PER_ROUND = WAREHOUSES
# not printed in the rulebook (our choice): an empty threshold pile is made again from its
# discard pile, shuffled (20 cards last five rounds; a game has up to thirty)
RESHUFFLE_THRESHOLDS = True

# -- market cards ("Marktkarten") ---------------------------------------------------------


@dataclass(frozen=True)
class MarketCard:
    """Trade ``give_count`` of ``give`` for ``get_count`` of ``get``, as often as wished."""

    give: int
    give_count: int
    get: int
    get_count: int


# not printed in the rulebook: components.md (derived from "1 gold = 2 fish/linen/wood;
# 3 fish/linen/wood = 1 territory")
MARKET_CARDS: tuple[MarketCard, ...] = (
    MarketCard(GOLD, 1, FISH, 2),
    MarketCard(GOLD, 1, LINEN, 2),
    MarketCard(GOLD, 1, WOOD, 2),
    MarketCard(FISH, 3, LAND, 1),
    MarketCard(LINEN, 3, LAND, 1),
    MarketCard(WOOD, 3, LAND, 1),
)
#: cards set aside face down at each market; the other four are auctioned
MARKET_ASIDE = 2
#: market cards one player may gain in one market
MAX_MARKET_CARDS = 2

# -- influence cards ("Einflusskarten") ---------------------------------------------------
BEGGAR = 10  #: the beggar ("Bettler"): no influence; alone, 2 goods of choice
MERCHANT = 11  #: the merchant ("Händler"): no influence; 2 goods from the supply
# not printed in the rulebook: components.md (derived count 24; chosen values)
INFLUENCE_CARDS: tuple[int, ...] = tuple(sorted(
    [v for v in range(1, 10) for _ in range(2)] + [BEGGAR] * 3 + [MERCHANT] * 3))
CARD_KINDS: tuple[int, ...] = tuple(sorted(set(INFLUENCE_CARDS)))
#: influence cards drawn each production phase
HAND_SIZE = 4
# not printed in the rulebook (our choice): a player needs at least this much influence to
# take a warehouse's goods, so all-zero influence (beggars, merchants) wins nothing
MIN_WINNING_INFLUENCE = 1
# not printed in the rulebook (our choice): discard piles of influence cards lie face up, so
# everyone may look through them (the cards played were shown anyway)
DISCARDS_FACE_UP = True


def influence_value(card: int) -> int:
    """A card's influence: its number; beggars and merchants have none."""
    return 0 if card in (BEGGAR, MERCHANT) else card


# -- pyramids -------------------------------------------------------------------------------
IRRIGATION = "irrigation"  #: "Bewässerung"
AGRICULTURE = "agriculture"  #: "Landwirtschaft"
INTRIGUE = "intrigue"  #: "Intrige"
ROYAL_COURT = "royal_court"  #: "Königshof"
GOVERNMENT = "government"  #: "Regierung"
TRADE = "trade"  #: "Handel"
RELIGION = "religion"  #: "Religion"
ENGINEERING = "engineering"  #: "Baukunst"
SOLDIERS = "soldiers"  #: "Soldaten"
THIEVES = "thieves"  #: "Diebe"
PYRAMIDS: tuple[str, ...] = (IRRIGATION, AGRICULTURE, INTRIGUE, ROYAL_COURT, GOVERNMENT,
                             TRADE, RELIGION, ENGINEERING, SOLDIERS, THIEVES)
PYRAMID_NAMES: dict[str, str] = {
    IRRIGATION: N_("Irrigation"), AGRICULTURE: N_("Agriculture"), INTRIGUE: N_("Intrigue"),
    ROYAL_COURT: N_("Royal Court"), GOVERNMENT: N_("Government"), TRADE: N_("Trade"),
    RELIGION: N_("Religion"), ENGINEERING: N_("Engineering"), SOLDIERS: N_("Soldiers"),
    THIEVES: N_("Thieves"),
}
#: these two are always in play together, or both out
PAIRED_PYRAMIDS: tuple[str, str] = (SOLDIERS, THIEVES)
#: pyramids in play: players plus this many
EXTRA_PYRAMIDS = 2
#: the end comes when a worker stands on top of all pyramids but this many
PYRAMIDS_LEFT_AT_END = 2

LEVELS = 5  # not printed in the rulebook: components.md (derived)
TOP = LEVELS
#: workers each player has
WORKERS = 4
# not printed in the rulebook: components.md (chosen) — worker spaces on levels 1–5
LEVEL_SPACES: tuple[int, ...] = (5, 4, 3, 2, 1)
#: points of a worker on levels 1–5, as the overview numbers the levels (level 1, the entry
#: level, has no points and no privilege: components.md, derived)
POINTS_HIGH: tuple[int, ...] = (0, 2, 4, 7, 10)
POINTS_LOW: tuple[int, ...] = (0, 2, 4, 6, 8)
PYRAMID_POINTS: dict[str, tuple[int, ...]] = {
    IRRIGATION: POINTS_HIGH, GOVERNMENT: POINTS_HIGH, TRADE: POINTS_HIGH,
    RELIGION: POINTS_HIGH, SOLDIERS: POINTS_HIGH,
    AGRICULTURE: POINTS_LOW, INTRIGUE: POINTS_LOW, ROYAL_COURT: POINTS_LOW,
    ENGINEERING: POINTS_LOW, THIEVES: POINTS_LOW,
}


def level_label(pyramid: str, level: int) -> int:
    """The number printed beside ``level`` (1–5) of ``pyramid``, which names it on the
    board and in the rulebook's overview ("Level 10: ..."): its points, 0 for the lowest."""
    return PYRAMID_POINTS[pyramid][level - 1]


# not printed in the rulebook: components.md (chosen, except Engineering's fish and wood,
# from the rulebook's example) — the two goods each pyramid's costs take
PYRAMID_GOODS: dict[str, tuple[int, int]] = {
    ENGINEERING: (FISH, WOOD),
    AGRICULTURE: (FISH, LINEN), TRADE: (FISH, LINEN), SOLDIERS: (FISH, LINEN),
    IRRIGATION: (LINEN, WOOD), ROYAL_COURT: (LINEN, WOOD), THIEVES: (LINEN, WOOD),
    INTRIGUE: (WOOD, FISH), GOVERNMENT: (WOOD, FISH), RELIGION: (WOOD, FISH),
}
# not printed in the rulebook: components.md (chosen; level 2 = 2 + 2 is the rulebook's
# Engineering example) — (first good, second good, gold) for levels 1–5
LEVEL_COSTS: tuple[tuple[int, int, int], ...] = (
    (1, 1, 0), (2, 2, 0), (2, 2, 1), (3, 2, 1), (3, 3, 1))


def level_cost(pyramid: str, level: int) -> tuple[int, ...]:
    """What a worker costs to reach ``level`` (1–5) of ``pyramid``, as counts per good."""
    first, second = PYRAMID_GOODS[pyramid]
    a, b, g = LEVEL_COSTS[level - 1]
    cost = [0] * len(GOODS)
    cost[first] += a
    cost[second] += b
    cost[GOLD] += g
    return tuple(cost)


# -- privileges by level (index 0 = level 1) --------------------------------------------------
#: Irrigation: goods for 1 land, and whether they may be of a chosen kind (else the market's)
IRRIGATION_GOODS: tuple[int, ...] = (0, 3, 4, 4, 4)
IRRIGATION_CHOICE: tuple[bool, ...] = (False, False, False, True, True)
#: Agriculture: goods gained in production, and whether of a chosen kind
AGRICULTURE_GOODS: tuple[int, ...] = (0, 1, 2, 2, 2)
AGRICULTURE_CHOICE: tuple[bool, ...] = (False, False, False, True, True)
#: not printed in the rulebook: with the general supply empty of every good, a player
#: who would choose a kind has nothing to choose from and receives nothing
EMPTY_SUPPLY_SKIPS_CHOICE = True
#: Intrigue: (cards discarded, cards drawn); levels 4–5 draw without discarding
INTRIGUE_DISCARD: tuple[int, ...] = (0, 1, 1, 0, 0)
INTRIGUE_DRAW: tuple[int, ...] = (0, 1, 2, 2, 2)
#: Royal Court: influence token, and whether on a warehouse of choice (else the market's)
ROYAL_COURT_TOKEN: tuple[int, ...] = (0, 1, 2, 2, 2)
ROYAL_COURT_CHOICE: tuple[bool, ...] = (False, False, False, True, True)
#: Government: gold for each warehouse whose threshold of 7, 8 or 9 is met
GOVERNMENT_GOLD: tuple[dict[int, int], ...] = (
    {}, {9: 1}, {8: 1, 9: 2}, {7: 1, 8: 2, 9: 3}, {7: 1, 8: 2, 9: 3})
#: Trade: goods given for one good of choice, and whether they may be of any one kind
TRADE_GIVE: tuple[int, ...] = (0, 3, 2, 2, 2)
TRADE_ANY_KIND: tuple[bool, ...] = (False, False, False, True, True)
#: Religion: highest influence card that may claim a "no yield" warehouse
RELIGION_MAX_CARD: tuple[int, ...] = (0, 4, 6, 9, 9)
#: Engineering: goods of the current market spared per upgrade (None: all of them)
ENGINEERING_DISCOUNT: tuple[int | None, ...] = (0, 1, 2, None, None)
#: Soldiers: gold at the start of the development turn; protection from level 2
SOLDIERS_GOLD: tuple[int, ...] = (0, 0, 1, 2, 3)
SOLDIERS_PROTECT_FROM = 2
#: Thieves: goods stolen per turn, and most from one opponent
THIEVES_GOODS: tuple[int, ...] = (0, 1, 2, 3, 3)
THIEVES_PER_VICTIM: tuple[int, ...] = (0, 1, 1, 2, 2)
#: Thieves level 5 also gives +2 influence on a warehouse of choice
THIEVES_TOKEN: tuple[int, ...] = (0, 0, 0, 0, 2)
# not printed in the rulebook (our choice): the good that is "the current market" for the
# privileges while the die lies under land: land itself. So Royal Court levels 2–3 place no
# token then (there is no land warehouse), Irrigation levels 2–3 cannot sell land for land,
# Engineering spares nothing (no cost takes land), Agriculture 2–3 gives land, Trade 2–3
# takes land
MARKET_UNDER_LAND = LAND

# -- Nile ------------------------------------------------------------------------------------
#: land paid for one step up the Nile track
NILE_STEP_LAND = 3
NILE_SPACES = 20  # not printed in the rulebook (our choice): the last field of the Nile track
