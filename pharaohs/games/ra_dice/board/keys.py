"""The keyboard's spots (``ui.keyboard``): where Tab rests and where Enter takes and lets go.

While rolling, the dice that may be rolled again are clicked (marked); while
applying, every die of a legal move is taken to the move's target (Enter on the
die in hand marks it instead, so several dice go together), a Civilization
choice still open takes clicks on its spaces, and a Disaster or a marker to
retrieve is clicked. Rolling, stopping and ending the turn are the action bar's.
"""

from __future__ import annotations

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board.gestures import move_spots
from pharaohs.games.ra_dice.board.places import drop_spot


def reaches(board, view, seat) -> list:
    if seat is None or board.overlay is not None or not board.ctx.acting(seat):
        return []
    legal = board.ctx.legal_moves(view, seat)
    if view.phase == rules.REROLL:
        return [(board.rect(f"die_{die}"), None) for die in rules.available_dice(view)]
    pairs = []
    if board.pending is not None:
        pairs += [(board.rect(spot), None) for m in legal
                  if isinstance(m, rules.Civilization) and m.dice == board.pending.dice
                  for spot in sorted(move_spots(m))]
    for move in legal:
        spots = sorted(move_spots(move))
        if not hasattr(move, "dice"):  # a Disaster to declare or a marker to retrieve
            pairs += [(board.rect(spot), None) for spot in spots]
        else:  # the tracks' dice are dropped on one of their spaces, as the mouse's are
            pairs += [(board.rect(f"die_{die}"), board.rect(drop_spot(spot)))
                      for die in sorted(move.dice) for spot in spots]
    return pairs
