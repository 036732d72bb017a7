"""What a dropped tile would do, worked out by the rules on a copy of the view.

The board never judges a move itself: the preview applies ``PlaceTile`` to the
viewer's view (``GAME.apply``) and compares paths, closed chambers
(``rules.closed_chambers``) and scores before and after.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules import GAME, PlaceTile
from pharaohs.ui.pictures import Memo


@dataclass(frozen=True)
class Preview:
    """What laying this turn's tile on ``space`` turned ``rotation`` times would do."""

    space: int
    rotation: int
    after: object
    board: tuple
    old_path: tuple
    new_path: tuple
    closes: frozenset
    score_before: int
    score_after: int
    entrances: tuple

    @property
    def grows(self) -> int:
        return len(self.new_path) - len(self.old_path)


def make_preview(view, seat: int, space: int, rotation: int) -> Preview:
    after = GAME.apply(view, seat, PlaceTile(space, rotation))
    before_board, after_board = view.boards[seat], after.boards[seat]
    return Preview(space, rotation, after, after_board, rules.entrance_path(view, seat),
                   rules.entrance_path(after, seat),
                   rules.closed_chambers(after_board) - rules.closed_chambers(before_board),
                   rules.seat_score(view, seat), rules.seat_score(after, seat),
                   rules.preview_entrances(after, seat) if view.entrances[seat] is None
                   else ())


class Previews:
    """Previews already worked out: the picture, the note and the portal counts all ask
    for the same one, frame after frame, while a tile waits for Confirm."""

    def __init__(self):
        self.memo: Memo[Preview] = Memo(64)

    def get(self, view, seat: int, space: int, rotation: int) -> Preview:
        key = (seat, view.boards[seat], view.treasures[seat], view.entrances[seat],
               view.revealed[-1], space, rotation)
        return self.memo.get(key, lambda: make_preview(view, seat, space, rotation))
