"""The smoke test's hand: which legal move it makes (the board's ``gesture`` makes it as
a player would: Roll, a die marked and Reroll, dice dragged onto a target, a Disaster or
a marker clicked, End turn)."""

from __future__ import annotations

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.rules import data

#: the kinds of move that put dice on the board, in the order the hand prefers them
DICE_MOVES = (rules.Monument, rules.Pharaoh, rules.Nile, rules.Civilization, rules.Flood,
              rules.TwoAnkhs)


def choose(board, view, seat: int):
    """Throw one die again on the first reroll, then stop; a Disaster or a marker to
    give back; dice onto the board (one Civilization space at a time); End turn."""
    legal = board.ctx.legal_moves(view, seat)
    if view.phase == rules.REROLL:
        free = rules.available_dice(view)
        return (rules.Reroll(frozenset(free[:1])) if view.rerolls_left == data.REROLLS and free
                else rules.StopRolling())
    clicked = [m for m in legal if isinstance(m, rules.RemoveMarker | rules.Disaster)]
    placed = [m for kind in DICE_MOVES for m in legal if type(m) is kind
              and (kind is not rules.Civilization or len(m.spaces) == 1)]
    return (clicked + placed + [m for m in legal if type(m) in (rules.Roll, rules.EndTurn)]
            + [None])[0]
