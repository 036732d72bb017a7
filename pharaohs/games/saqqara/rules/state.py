"""What lies on the table in Saqqara, as one frozen value, and small questions about it.

Counts of goods are 5-tuples indexed by good (``data.LAND``–``data.GOLD``).
Influence cards are their values (``data.BEGGAR``, ``data.MERCHANT``); hands,
draw piles and discard piles are sorted tuples, since their order is never
seen (a draw takes a random card from the pile). A view puts ``Hidden`` where a
seat may not look: other players' hands and draw piles, and influence cards
lying face down under warehouses until all have placed theirs.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.evolve import evolve  # noqa: F401  (the rules import it from here)
from pharaohs.core.rng import Rng
from pharaohs.games.saqqara.rules.data import (
    LAND,
    MARKET_UNDER_LAND,
    NO_YIELD,
    PYRAMID_POINTS,
    WAREHOUSE_GOOD,
    WORKERS,
)

# -- phases ------------------------------------------------------------------------------
AUCTION = "auction"  #: the market: the current player bids, takes cards or passes
HARVEST = "harvest"  #: Agriculture: the current player chooses the kind of goods
INFLUENCE = "influence"  #: everyone places influence cards face down (simultaneous)
INVEST = "invest"  #: the current player adds goods to a warehouse or passes
BEGGAR_TAKES = "beggar"  #: a lone beggar chooses goods from the warehouse being distributed
DEVELOP = "develop"  #: the current player develops pyramids, sails, trades
OVER = "over"  #: the game has ended

NO_GOODS: tuple[int, ...] = (0, 0, 0, 0, 0)


@dataclass(frozen=True)
class Bid:
    """A player's goods offered for one market card."""

    seat: int
    goods: tuple[int, ...]


@dataclass(frozen=True)
class Handout:
    """One line of a round's handouts: who got which goods from where, and why.

    ``warehouse`` is None for goods from the supply by a privilege; ``reason`` is one of
    "beggar", "influence", "merchant", "threshold", "religion" (distribution),
    "government", "agriculture", "soldiers" (privileges); the board words them."""

    warehouse: int | None
    seat: int
    goods: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class SaqqaraState:
    """Everything on the table; a view has ``Hidden`` in the secret places."""

    players: int
    rng: Rng | None
    #: pyramids in play, in board order
    pyramids: tuple[str, ...]
    year: int
    #: the die's field on the round track (a good's number: 0 = land)
    die: int
    #: the market stand's field on the market track
    stand: int
    #: holder of the start player token
    start: int
    phase: str
    #: the seat whose turn it is in sequential steps
    current: int
    #: a worker stands on top of all pyramids but two: this round is the last
    last_round: bool
    supply: tuple[int, ...]
    goods: tuple[tuple[int, ...], ...]
    #: goods lying on each warehouse (any kinds, land too)
    warehouses: tuple[tuple[int, ...], ...]
    #: threshold card under each warehouse this round (``NO_YIELD``), or ()
    thresholds: tuple[int, ...]
    threshold_pile: tuple[int, ...]
    threshold_discard: tuple[int, ...]
    #: market card (index into ``MARKET_CARDS``) on each card field, or None
    display: tuple[int | None, ...]
    #: market cards each player holds
    cards: tuple[tuple[int, ...], ...]
    #: bids for each card field, the last one on the hut (the highest)
    bids: tuple[tuple[Bid, ...], ...]
    #: seats that passed in this auction or this investing stage
    passed: frozenset[int]
    #: goods moved this turn (a bid being built, goods added to a warehouse)
    pending: tuple[int, ...]
    #: the card field or warehouse this turn's goods go to
    pending_to: int | None
    hands: tuple[tuple, ...]
    piles: tuple[tuple, ...]
    discards: tuple[tuple[int, ...], ...]
    #: the influence card each player placed under each warehouse (None: not yet)
    placed: tuple[tuple, ...]
    #: influence tokens on each player's warehouse fields
    tokens: tuple[tuple[int, ...], ...]
    #: seats that still decide on their Intrigue exchange
    intrigue_open: frozenset[int]
    #: token values each player still has to put on a warehouse of choice
    tokens_open: tuple[tuple[int, ...], ...]
    #: warehouses whose threshold was reached when investing ended
    reached: frozenset[int]
    #: the distribution's progress (``2 * warehouse``, +1 after its beggar) and how many
    #: goods the beggar may still take
    cursor: int
    beggar_left: int
    #: this production's distribution, line by line
    handouts: tuple[Handout, ...]
    #: level (0 = none, 1–5) of each seat's worker on each pyramid in play
    workers: tuple[tuple[int, ...], ...]
    nile: tuple[int, ...]
    #: pyramids the current player developed this turn (one level per worker per round)
    developed: frozenset[str]
    #: goods the current player stole from each seat this turn
    stolen: tuple[int, ...]
    #: the current player reached a top and may place a free worker
    free_worker: bool


# -- small questions ---------------------------------------------------------------------
def level(state: SaqqaraState, seat: int, pyramid: str) -> int:
    """The level of ``seat``'s worker on ``pyramid`` (0: none there, or not in play)."""
    try:
        return state.workers[state.pyramids.index(pyramid)][seat]
    except ValueError:
        return 0


def market_good(state: SaqqaraState) -> int:
    """The current market: the good under which the die lies (``MARKET_UNDER_LAND`` on the
    first field)."""
    return MARKET_UNDER_LAND if state.die == LAND else state.die


def market_warehouse(state: SaqqaraState) -> int | None:
    """The warehouse of the current market, None when it is not one of the warehouses."""
    good = market_good(state)
    return WAREHOUSE_GOOD.index(good) if good in WAREHOUSE_GOOD else None


def workers_left(state: SaqqaraState, seat: int) -> int:
    """Workers ``seat`` has not yet placed on a pyramid."""
    return WORKERS - sum(1 for row in state.workers if row[seat])


def threshold_met(state: SaqqaraState, warehouse: int) -> bool:
    """Whether the goods on ``warehouse`` reach its threshold card ("no yield" never does)."""
    value = state.thresholds[warehouse]
    return value != NO_YIELD and sum(state.warehouses[warehouse]) >= value


def pyramid_points(state: SaqqaraState, seat: int) -> int:
    """Points of ``seat``'s workers by the level they stand on."""
    return sum(PYRAMID_POINTS[p][row[seat] - 1]
               for p, row in zip(state.pyramids, state.workers, strict=True) if row[seat])


def plus(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def minus(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def bump(counts: tuple[int, ...], index: int, by: int) -> tuple[int, ...]:
    """``counts`` with ``by`` added at ``index``."""
    out = list(counts)
    out[index] += by
    return tuple(out)


def one(good: int, count: int = 1) -> tuple[int, ...]:
    """A count of goods holding ``count`` of ``good`` only."""
    return bump(NO_GOODS, good, count)


def put(rows: tuple, index: int, value) -> tuple:
    """``rows`` with the item at ``index`` replaced."""
    return rows[:index] + (value,) + rows[index + 1:]
