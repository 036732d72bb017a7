"""Where the final breakdown lies on the Ra dice board (the results screen marks it):
each seat's marker on the Pharaoh and Nile tracks, its Monument markers, and its
score marker for what the tracks do not show (the start, Suns and Ankhs)."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.ra_dice.board import places
from pharaohs.games.ra_dice.rules import monument_markers
from pharaohs.games.ra_dice.rules.scoring import (
    BONUS_LINE,
    COLUMNS_LINE,
    NILE_LINE,
    PHARAOH_LINE,
)
from pharaohs.ui.kit.score_table import ScoredItem

#: the categories of the lines before the epochs': the start, three Suns, two Ankhs
FIRST = (_("Start"), _("Three Suns"), _("Two Ankhs"))


def spots(board, view, seat: int) -> dict:
    """The places on the board of each category of ``seat``'s lines."""
    homes = places.pieces(board.layout, view, board.ctx.scores(view))
    track = {name: (board.square(homes[name, seat], places.TRACK_MARKER + 12),)
             for name in places.TRACKS}
    monuments = tuple(board.rect(f"monument_{space}") for space in monument_markers(view, seat))
    score = board.square(homes["score", seat], places.SCORE_MARKER + 12)
    return {PHARAOH_LINE: track["pharaoh"], NILE_LINE: track["nile"], COLUMNS_LINE: monuments,
            BONUS_LINE: monuments, None: (score,)}


def scored_items(board, view, outcome, shown: int) -> list[list[ScoredItem]]:
    out = []
    for seat, details in enumerate(outcome.details):
        where = spots(board, view, seat)
        kinds = [None] * len(FIRST) + [line.category for line in view.epoch_lines
                                       if line.seat == seat]
        names = [*FIRST, *(_(kind) for kind in kinds[len(FIRST):])]
        out.append([ScoredItem(name, label, points, where.get(kind, ()))
                    for (label, points), name, kind in zip(details, names, kinds,
                                                                   strict=True)])
    return out
