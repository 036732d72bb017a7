"""The order of turns: the next player to the left, the extra turn, the last round.

In a single game the game ends the moment someone enters the King's Chamber.
In the series "a game does not end until the round in which the first player
entered the King's Chamber has been played out completely": the round ends
when the turn would come back to the game's first player.
"""

from __future__ import annotations

from pharaohs.games.im_bann.rules.data import ENTERED
from pharaohs.games.im_bann.rules.series import score_game
from pharaohs.games.im_bann.rules.state import TURN, ImBannState, evolve


def start_turn(state: ImBannState, seat: int) -> ImBannState:
    """``seat`` begins a turn (also the extra turn after an exact value)."""
    return evolve(state, _NEW_TURN, current=seat)


#: what each turn begins with
_NEW_TURN = dict(phase=TURN, special_played=False, equipment_played=0, scarab=False,
                 exact=False, exchange=(), shed=0, cursed=())


def end_turn(state: ImBannState) -> ImBannState:
    """The player to the left takes his turn (those in the chamber sit out); a series
    game is scored when its last round is over."""
    n, stages = state.players, state.stages
    for k in range(1, n + 1):
        seat = (state.current + k) % n
        if state.final_round and seat == state.starter:
            break
        if stages[seat] != ENTERED:
            return start_turn(state, seat)
    return score_game(start_turn(state, state.current))
