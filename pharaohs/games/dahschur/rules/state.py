"""What lies on the table in Dahschur, as one frozen value, and questions about it.

Seats are player colours (``data.COLOURS``). Prince cards in hand and the gold and
silver discs a player collected are secret; ``game.view`` hides them. Face-down
discs still on the cities are not values at all: a disc's number is drawn from the
unowned discs (``disc_pool``) when a player takes it, which is the same chance as a
disc lying there face down since the start.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.rng import Rng

# -- phases -------------------------------------------------------------------------------
GIFT = "gift"  #: fellow players lay prince cards on the prince's gift
ACTIONS = "actions"  #: the active player uses the prince cards of the gift
THIRD = "third"  #: 2 and 3 players: each lays the third prince card in front of them
TASKS = "tasks"  #: phase 2: rewards, city tribute and burial chambers, choice by choice
FINALE = "finale"  #: the burial chambers are opened
OVER = "over"

# -- steps of one action --------------------------------------------------------------------
CHOOSE = "choose"  #: a prince card is in use; the area is not chosen yet
MARKET = "market"  #: the merchant has moved; buy the gem or end the action
AVENUE = "avenue"  #: a swap and/or gems on the avenue; more gems or end the action
RECLAIM = "reclaim"  #: a gem on an own plate: choose the stall to take goods back from

# -- owners of cards on the prince's gift --------------------------------------------------
NEUTRAL = -1  #: a neutral prince card (2 and 3 players)
MARKET_PRINCE = -2  #: a market prince card (2 players)

# -- phase 2 stages and choices --------------------------------------------------------------
STAGES: tuple[str, ...] = ("reward1", "reward2", "reward3", "tribute", "burial")
SILVER_CHOICE = "silver"  #: reward 1: a silver disc from a city
REWARD2_CHOICE = "reward2"  #: reward 2: an offering to the front, or a gem from the bag
LOSER_CHOICE = "loser"  #: a lost die roll: procession, or goods back from a stall
DISC_CHOICE = "disc"  #: city tribute: the gold or the silver disc of a city
SECOND_DISC = "second"  #: city tribute: the second of a tie takes what is left
BURY_CHOICE = "bury"  #: the prince card for this round's burial chamber


@dataclass(frozen=True)
class Card:
    """A prince card: its value and whose it is (a seat, ``NEUTRAL`` or ``MARKET_PRINCE``)."""

    owner: int
    value: int


@dataclass(frozen=True)
class Stall:
    """A market stall (Marktstand): its offer card, the gem on it, the goods stones paid
    there (per seat) and, with 2 players, whether its market prince card lies there."""

    offer: int | None
    gem: int | None
    goods: tuple[int, ...]
    market_prince: bool


@dataclass(frozen=True)
class City:
    """A face-up city card and whether its gold and silver disc still lie on it."""

    number: int
    gold: bool
    silver: bool


@dataclass(frozen=True)
class Task:
    """A choice phase 2 asks of a seat (``kind`` is one of the ``*_CHOICE`` names)."""

    seat: int
    kind: str
    city: int = -1
    #: the seat lost a die roll, so it gets the loser's choice if nothing else
    lost_roll: bool = False


@dataclass(frozen=True)
class Event:
    """Something phase 2 decided, for the players to follow: ``kind`` is "roll"
    (``rolls`` are (seat, pips) in throw order), "reward", "tribute" or "refill"."""

    kind: str
    stage: str
    seat: int = -1
    value: int = 0
    rolls: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class DahschurState:
    """Everything on the table; ``hands`` and ``discs`` are secret, ``rng`` never shown."""

    players: int
    rng: Rng | None
    round: int
    rounds: int
    start: int  #: the seat holding the Pharaoh (start player) marker
    active: int
    phase: str
    step: str  #: within ``ACTIONS``: "" (choose a card), CHOOSE, MARKET, AVENUE, RECLAIM
    hands: tuple[tuple, ...]  #: prince card values in hand, sorted (or Hidden)
    rows: tuple[tuple[Card, ...], ...]  #: face-up prince cards in front, left to right
    #: per round's burial chamber, per seat the prince card value laid there (or None)
    chambers: tuple[tuple[int | None, ...], ...]
    #: per chamber, per seat the disc laid on that card: (kind, value) or None
    chamber_discs: tuple[tuple[tuple[str, int] | None, ...], ...]
    gift: tuple[Card | None, ...]  #: the spaces of the prince's gift (Fürstengabe)
    gift_values: frozenset[int]  #: every value laid on the gift this turn
    in_use: Card | None  #: the prince card whose action is being taken
    market_prince_taken: bool  #: a market prince card was taken this turn
    placed: int  #: gems set on the avenue in this action
    swapped: bool  #: a plate swap was made in this action
    merchants: tuple[int, ...]  #: 0 = assembly point, 1–6 = market stall
    stalls: tuple[Stall, ...]
    offer_pile: tuple[int, ...]  #: offer cards in the draw pile (drawn at random)
    offer_discard: tuple[int, ...]
    bag: tuple[int, int, int]  #: rubies, emeralds, sapphires in the cloth bag
    gems: tuple[tuple[int, int, int], ...]  #: per seat: rubies, emeralds, sapphires
    goods: tuple[int, ...]  #: goods stones in each seat's supply
    avenue: tuple[int, ...]  #: plate ids from the assembly point, in arrow order
    filled: int  #: gems on the avenue: always the first ``filled`` plates
    procession: tuple[int | None, ...]  #: owner of the offering on each space
    ap: tuple[int, ...]  #: recognition points (Anerkennungspunkte)
    cities: tuple[City | None, ...]
    city_pile: tuple[int, ...]
    city_discard: tuple[int, ...]
    disc_pool: tuple[tuple, tuple]  #: unowned gold and silver disc values (or Hidden)
    discs: tuple[tuple, ...]  #: per seat: (kind, value) pairs sorted, or Hidden(kind)
    neutral_pile: tuple[int, ...]  #: neutral prince cards still to draw this round
    third: tuple[int, ...]  #: third prince cards laid this round (2 and 3 players)
    stage: int  #: index into STAGES while phase 2 runs
    tasks: tuple[Task, ...]  #: choices still asked in this stage, the first acts
    events: tuple[Event, ...]  #: what phase 2 decided this round
    finale: tuple[int, ...]  #: procession spaces whose offerings still place a disc


# -- questions about a state ----------------------------------------------------------------
def bump(values: tuple[int, ...], seat: int, by: int) -> tuple[int, ...]:
    """``values`` with ``values[seat]`` raised by ``by``."""
    return values[:seat] + (values[seat] + by,) + values[seat + 1:]


def put(values: tuple, index: int, value) -> tuple:
    """``values`` with ``values[index]`` replaced."""
    return values[:index] + (value,) + values[index + 1:]


def from_start(state: DahschurState) -> tuple[int, ...]:
    """Every seat in turn order, starting with the start player."""
    n = state.players
    return tuple((state.start + i) % n for i in range(n))


def gift_on_display(state: DahschurState) -> frozenset[int]:
    """The values now on the spaces of the prince's gift."""
    return frozenset(c.value for c in state.gift if c is not None)


def free_spaces(state: DahschurState) -> tuple[int, ...]:
    """The procession spaces without an offering, back to front."""
    return tuple(i for i, owner in enumerate(state.procession) if owner is None)


def offerings(state: DahschurState, seat: int) -> tuple[int, ...]:
    """The procession spaces holding an offering of ``seat``, back to front."""
    return tuple(i for i, owner in enumerate(state.procession) if owner == seat)


def stalls_with_goods(state: DahschurState, seat: int) -> tuple[int, ...]:
    """The stalls (1–6) where goods stones of ``seat`` lie."""
    return tuple(i + 1 for i, stall in enumerate(state.stalls) if stall.goods[seat])

