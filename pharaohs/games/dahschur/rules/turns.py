"""The flow of a round: whose turn it is, and what happens when a step is done.

A turn: (2 and 3 players: a neutral card is drawn onto the gift) the fellow
players lay their cards, the active player uses each card of the gift for one
action. When every player has been active once, 2 and 3 players lay their third
cards; then phase 2 runs (``phase_two``), and after its burial choices the next
round begins with the start player's left neighbour, or the chambers open.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.games.dahschur.rules.burial import open_chambers
from pharaohs.games.dahschur.rules.data import PRINCE_VALUES
from pharaohs.games.dahschur.rules.phase_two import enter_stage, settle
from pharaohs.games.dahschur.rules.princes import gift_complete, give_back
from pharaohs.games.dahschur.rules.state import (
    ACTIONS,
    GIFT,
    NEUTRAL,
    STAGES,
    TASKS,
    THIRD,
    Card,
    DahschurState,
)

GIFT_SPACES = 3


def begin_turn(state: DahschurState) -> DahschurState:
    """A new active player: an empty gift, with 2 and 3 players a neutral card on it."""
    gift: tuple = (None,) * GIFT_SPACES
    values: frozenset[int] = frozenset()
    rng, pile = state.rng, state.neutral_pile
    if state.players < 4:
        value, rng = rng.choice(pile)
        pile = tuple(v for v in pile if v != value)
        gift = (Card(NEUTRAL, value),) + gift[1:]
        values = frozenset((value,))
    return evolve(state, rng=rng, neutral_pile=pile, gift=gift,
                               gift_values=values, market_prince_taken=False,
                               phase=GIFT, step="", in_use=None)


def after_gift(state: DahschurState) -> DahschurState:
    """A card was laid on the gift: the next fellow lays, or the actions begin."""
    if gift_complete(state):
        return evolve(state, phase=ACTIONS, step="")
    return state


def end_action(state: DahschurState) -> DahschurState:
    """The card goes back; when the gift is empty the left neighbour becomes active."""
    state = give_back(state)
    if any(card is not None for card in state.gift):
        return state
    active = (state.active + 1) % state.players
    state = evolve(state, active=active)
    if active != state.start:
        return begin_turn(state)
    if state.players < 4:
        return evolve(state, phase=THIRD, third=(), gift=(None,) * GIFT_SPACES)
    return begin_phase_two(state)


def after_third(state: DahschurState) -> DahschurState:
    if len(state.third) < state.players:
        return state
    return begin_phase_two(state)


def begin_phase_two(state: DahschurState) -> DahschurState:
    state = evolve(state, phase=TASKS, stage=0, events=(), tasks=(),
                                gift=(None,) * GIFT_SPACES)
    return after_task(enter_stage(state))


def after_task(state: DahschurState) -> DahschurState:
    """Settle phase 2; once all its stages are done the round ends."""
    state = settle(state)
    if state.stage < len(STAGES):
        return state
    if state.round >= state.rounds:
        return open_chambers(state)
    start = (state.start + 1) % state.players
    state = evolve(
        state, round=state.round + 1, start=start, active=start, third=(), tasks=(),
        neutral_pile=PRINCE_VALUES if state.players < 4 else ())
    return begin_turn(state)
