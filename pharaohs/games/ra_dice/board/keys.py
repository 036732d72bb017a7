"""Where a hand takes hold of a move and lets go: the keyboard's spots (``ui.kit.keyboard``)
and the hint's marks both come from ``reach``.

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


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` rects that make ``move`` (``end`` None: a click on ``start``);
    empty for a move made with a button."""
    if view.phase == rules.REROLL:
        dice = move.dice if isinstance(move, rules.Reroll) else ()
        return [(board.rect(f"die_{die}"), None) for die in sorted(dice)]
    spots = sorted(move_spots(move))
    if not hasattr(move, "dice"):  # a Disaster to declare or a marker to retrieve
        return [(board.rect(spot), None) for spot in spots]
    pairs = []
    pending = board.pending
    if pending is not None and isinstance(move, rules.Civilization) and move.dice == pending.dice:
        pairs += [(board.rect(spot), None) for spot in spots]
    # the tracks' dice are dropped on one of their spaces, as the mouse's are
    return pairs + [(board.rect(f"die_{die}"), board.rect(drop_spot(spot)))
                    for die in sorted(move.dice) for spot in spots]
