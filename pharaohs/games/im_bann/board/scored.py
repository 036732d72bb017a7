"""Where Im Bann's final breakdown lies on the table (the results screen marks it): the
adventures a seat had still to complete, its archaeologist in the King's Chamber, the
mummy and the equipment in its showcase, its box where the floor lifted its minus
points; in a series, its number of each game in the series table."""

from __future__ import annotations

from pharaohs.games.im_bann.board import drawing, places
from pharaohs.games.im_bann.rules import data
from pharaohs.games.im_bann.rules.data import CARD_VALUE, MUMMY
from pharaohs.ui.kit.score_table import ScoredItem


def _showcase(board, view, seat, wanted) -> tuple:
    """The rects of the cards in ``seat``'s showcase for which ``wanted(card)`` holds."""
    cards = view.showcases[seat]
    rects = places.showcase_rects(board, places.seat_rect(board, view, seat), len(cards))
    return tuple(rect for card, rect in zip(cards, rects, strict=True) if wanted(card))


def _spots(board, view, seat: int) -> dict:
    """The places of each of ``seat``'s lines in a single game, by the line's msgid."""
    return {
        "Entered the King's Chamber": (drawing.pawn_homes(board, view)[seat],
                                       board.rect("chamber")),
        "Adventures not completed": tuple(
            board.rect(places.adventure_spot(stage))
            for stage in range(view.stages[seat], data.CHAMBER + 1)),
        "The mummy": _showcase(board, view, seat, lambda card: card == MUMMY),
        "Showcase": _showcase(board, view, seat, lambda card: CARD_VALUE[card] > 0),
        "Minus points never drop below {floor}": (places.seat_rect(board, view, seat),),
    }


def scored_items(board, view, outcome, shown: int) -> list[list[ScoredItem]]:
    out = []
    for seat, details in enumerate(outcome.details):
        if view.multigame:
            where = [(drawing.series_cell(board, view, seat, g),)
                     for g in range(len(view.series))]
        else:
            spots = _spots(board, view, seat)
            where = [spots.get(getattr(label, "msgid", label), ()) for label, _p in details]
        where += [()] * (len(details) - len(where))  # a game not yet in the series table
        out.append([ScoredItem(label, label, points, rects)
                    for (label, points), rects in zip(details, where, strict=True)])
    return out
