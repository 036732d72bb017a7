"""Where the final breakdown lies on the Labyrinth board (the results screen marks it):
the quarters a seat's path walks and the quarter of each treasure that scored, on the
pyramid the seat is drawn in (large for the seat shown, small for the others)."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules.scoring import TREASURE_NAMES
from pharaohs.ui.kit.score_table import ScoredItem

PATH, TREASURES = _("Path"), _("Treasures")


def treasure_label(t) -> str:
    """A treasure's line without its place: the board marks where it lies."""
    name = _(TREASURE_NAMES[t.colour])
    if not t.scores:
        return _("{treasure} ({value}): scores nothing, {reason}", treasure=name, value=t.value,
                 reason=t.reason)
    return _("{treasure} ({value}): touches the path at pace {pace}", treasure=name,
             value=t.value, pace=t.pace)


def scored_items(board, view, outcome, shown: int) -> list[list[ScoredItem]]:
    others = zip(board.other_seats(view, shown), board.others, strict=False)
    grids = {shown: board.main, **dict(others)}
    out = []
    for seat, details in enumerate(outcome.details):
        grid = grids.get(seat)
        path = tuple(grid.quarter_rect(r, c) for r, c in rules.entrance_path(view, seat)
                     ) if grid else ()
        (path_label, paces), *treasures = details
        items = [ScoredItem(PATH, path_label, paces, path)]
        for (_label, points), t in zip(treasures, rules.treasure_report(view, seat), strict=True):
            spots = (grid.quarter_rect(t.row, t.col),) if grid and t.scores else ()
            items.append(ScoredItem(TREASURES, treasure_label(t), points, spots))
        out.append(items)
    return out
