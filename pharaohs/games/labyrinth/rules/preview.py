"""What laying this turn's tile would do, worked out on a copy of the state (or of a
seat's view): the board shows it while a dropped tile waits for Confirm.

The move is applied by the game itself (``GAME.apply``); paths, closed chambers and
scores are then compared before and after, so the preview can never tell a rule
the game does not follow.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.games.labyrinth.rules.game import GAME
from pharaohs.games.labyrinth.rules.geometry import closed_chambers
from pharaohs.games.labyrinth.rules.moves import PlaceTile
from pharaohs.games.labyrinth.rules.scoring import seat_score
from pharaohs.games.labyrinth.rules.state import entrance_path


@dataclass(frozen=True)
class TilePreview:
    """The state ``after`` the tile is laid and what changed for its seat."""

    after: object
    old_path: tuple
    new_path: tuple
    closes: frozenset
    score_before: int
    score_after: int

    @property
    def grows(self) -> int:
        return len(self.new_path) - len(self.old_path)


def tile_preview(state, seat: int, space: int, rotation: int) -> TilePreview:
    """What ``seat`` laying this turn's tile on ``space`` turned ``rotation`` times would
    do: the path before and after, the chambers it would close, the score."""
    after = GAME.apply(state, seat, PlaceTile(space, rotation))
    closes = closed_chambers(after.boards[seat]) - closed_chambers(state.boards[seat])
    return TilePreview(after, entrance_path(state, seat), entrance_path(after, seat), closes,
                       seat_score(state, seat), seat_score(after, seat))
