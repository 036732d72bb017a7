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
from pharaohs.games.ra_dice.board.places import ra_space


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` spots that make ``move`` (``end`` None: a click on ``start``):
    each of its dice dragged to its target, and a click on the target while those dice
    are in hand (``RaDiceBoard.clicks``); empty for a move made with a button."""
    if view.phase == rules.REROLL:
        dice = move.dice if isinstance(move, rules.Reroll) else ()
        return [(f"die_{die}", None) for die in sorted(dice)]
    spots = sorted(move_spots(move))
    if not hasattr(move, "dice"):  # a Disaster to declare or a marker to retrieve
        return [(spot, None) for spot in spots]
    clicks = [(spot, None) for spot in spots] if board.clicks(view, move) else []
    return [(f"die_{die}", spot) for die in sorted(move.dice) for spot in spots] + clicks


def marked(board, seat, move, before, after) -> set[str] | None:
    """The last move's mark where ``reach`` does not say it (table views), else None:
    the step a track's dice took the seat to (they are let go on the track), and the Sun
    track space Ra reached with a throw (nothing where it stayed)."""
    kind = type(move)
    if kind is rules.Pharaoh:
        return {f"pharaoh_{after.pharaoh[seat]}"}
    if kind is rules.Nile or kind is rules.Flood:
        return {f"nile_{after.nile[seat]}"} | ({"flood_box"} if kind is rules.Flood else set())
    if kind is rules.Roll or kind is rules.Reroll or kind is rules.StopRolling:
        return {f"sun_{ra_space(after)}"} if after.ra != before.ra else set()
    return None
