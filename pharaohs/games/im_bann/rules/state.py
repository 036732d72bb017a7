"""What lies on the table in Im Bann der Pyramide, as one frozen value, and questions about it.

Cards are the names of ``data`` ("rope3", "mummy"). Hands are kept sorted, so
a hand is a multiset and two equal cards make one move, not two. The draw pile's
top is its last card. In a view, cards a seat may not see are ``Hidden("card")``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pharaohs.core.rng import Rng
from pharaohs.games.im_bann.rules.data import (
    ADVENTURE_CARDS,
    CARD_VALUE,
    CHAMBER,
    ENTERED,
    MUMMY,
    MUMMY_PENALTY,
    SHORT,
)

# -- phases -----------------------------------------------------------------------------
SIDE = "side"  #: the first player chooses the adventure cards' side for the series
TURN = "turn"  #: draw or exchange (A), or play a first card (B)
EXCHANGE = "exchange"  #: cards are put back one by one, then replaced
AFTER_DRAW = "after_draw"  #: after A the mummy's holder may give up equipment to pass it
PLAY = "play"  #: after a first card: more cards, completing, the mummy, ending the turn
DEPOT = "depot"  #: Magic Power: the player turns the depot
CURSE_CHOICE = "curse_choice"  #: a protected player chooses what the Curse takes
CURSE_SELF = "curse_self"  #: advanced: the Curse's player may lose a random own card
PASS_MUMMY = "pass_mummy"  #: after completing, the mummy goes to a fellow player of choice
SHED = "shed"  #: equipment is given up (at least 3) to pass the mummy to the chamber
EXTRA = "extra"  #: the exact value was reached: turn the depot, then play again
INTERLUDE = "interlude"  #: a game of the series is scored; the next one waits to be dealt
OVER = "over"  #: the game (or the series) has ended


@dataclass(frozen=True)
class ImBannState:
    """Everything on the table, the secrets included (views hide them)."""

    players: int
    rng: Rng | None
    variant: str
    #: the multi-game series is played (minus points, the last round played out)
    multigame: bool
    phase: str
    #: the seat whose turn it is (or who chooses in a Curse)
    current: int
    #: the seat that began this game; a round ends before it comes again
    starter: int
    #: the adventure cards' side, SHORT or LONG
    side: str
    #: the adventure cards in the row, as indices into ``data.ADVENTURE_CARDS``
    row: tuple[int, ...]
    #: the value of the King's Chamber's side that lies face up
    chamber: int
    #: the equipment item the depot's arrow points to
    depot: str
    hands: tuple[tuple, ...]
    #: the draw pile, its top card last
    pile: tuple
    #: the discard pile, face up, its top card last
    discard: tuple[str, ...]
    showcases: tuple[tuple[str, ...], ...]
    #: each archaeologist's place: 0–3 next to an adventure, CHAMBER, ENTERED
    stages: tuple[int, ...]
    # -- this turn
    #: a special card was played this turn (at most one)
    special_played: bool
    #: equipment cards played this turn
    equipment_played: int
    #: a Scarab was played: any number of the indicated equipment this turn
    scarab: bool
    #: the adventure was completed with exactly its value: an extra turn follows
    exact: bool
    #: cards put back in the exchange under way
    exchange: tuple[str, ...]
    #: equipment value given up so far to pass the mummy
    shed: int
    #: protected players who still choose which card the Curse takes
    cursed: tuple[int, ...]
    # -- the end
    #: someone has entered the King's Chamber: the round is played out (series)
    final_round: bool
    #: the series so far: one tuple of minus points per seat for each game scored
    series: tuple[tuple[int, ...], ...]


# -- questions about a state --------------------------------------------------------------
def adventure_value(state: ImBannState, stage: int) -> int:
    """The value of the adventure at ``stage`` (the chamber's at CHAMBER)."""
    if stage >= CHAMBER:
        return state.chamber
    short, long = ADVENTURE_CARDS[state.row[stage]]
    return short if state.side == SHORT else long


def showcase_sum(showcase) -> int:
    """The sum of the equipment in a showcase (special cards count nothing)."""
    return sum(map(CARD_VALUE.__getitem__, showcase))


def has_mummy(state: ImBannState, seat: int) -> bool:
    return MUMMY in state.showcases[seat]


def requirement(state: ImBannState, seat: int) -> int:
    """What ``seat``'s current adventure needs: its value, +3 with the mummy."""
    value = adventure_value(state, state.stages[seat])
    return value + (MUMMY_PENALTY if has_mummy(state, seat) else 0)


def in_chamber(state: ImBannState, seat: int) -> bool:
    """Whether ``seat`` stands next to the King's Chamber (not yet entered)."""
    return state.stages[seat] == CHAMBER


def entered(state: ImBannState, seat: int) -> bool:
    return state.stages[seat] == ENTERED


def others(state: ImBannState, seat: int) -> tuple[int, ...]:
    """The fellow players still in the game, in turn order from ``seat``'s left."""
    stages = state.stages
    return tuple([s for s in _left_of(state.players, seat) if stages[s] != ENTERED])


@cache
def _left_of(players: int, seat: int) -> tuple[int, ...]:
    """The other seats in turn order from ``seat``'s left (a table by player count)."""
    return tuple((seat + k) % players for k in range(1, players))


def replaced(values: tuple, seat: int, value) -> tuple:
    """``values`` with entry ``seat`` replaced."""
    changed = list(values)
    changed[seat] = value
    return tuple(changed)


def evolve(state: ImBannState, fields: dict | None = None, /, **changes) -> ImBannState:
    """``dataclasses.replace`` without re-running ``__init__``: a frozen state copied
    with some fields changed, several times faster (the rules make one per step).
    ``fields`` is a prepared dict of changes (a new turn's resets), ``changes`` go on top."""
    new = _new(ImBannState)
    _setattr(new, "__dict__", {**state.__dict__, **fields, **changes} if fields
             else {**state.__dict__, **changes})
    return new


_new, _setattr = object.__new__, object.__setattr__
