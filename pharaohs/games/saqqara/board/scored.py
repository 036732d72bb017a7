"""Where the final breakdown lies on the Saqqara board (the results screen marks it):
each seat's boat on the Nile track and its highest level in each pyramid, a table
row per pyramid."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.saqqara.rules.data import PYRAMID_NAMES
from pharaohs.ui.kit.score_table import ScoredItem

NILE = _("Nile")


def scored_items(board, view, outcome, shown: int) -> list[list[ScoredItem]]:
    out = []
    for seat, details in enumerate(outcome.details):
        (nile_label, nile_points), *built = details
        items = [ScoredItem(NILE, nile_label, nile_points,
                            (board.rect(f"nile_{view.nile[seat]}"),))]
        reached = [(i, pyramid, row[seat])
                   for i, (pyramid, row) in enumerate(zip(view.pyramids, view.workers,
                                                          strict=True)) if row[seat]]
        for (label, points), (i, pyramid, level) in zip(built, reached, strict=True):
            items.append(ScoredItem(_(PYRAMID_NAMES[pyramid]), label, points,
                                    (board.rect(f"pyramid_{i}_level_{level}"),)))
        out.append(items)
    return out
