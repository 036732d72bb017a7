"""Where a hand takes hold of a move and lets go: the keyboard's spots (``ui.keyboard``)
and the demo hand's drags both come from ``reach``.

Influence cards and the token go onto a warehouse's influence row, goods onto a
hut (a bid) or a warehouse, workers onto a pyramid's next level, the boat one
space up the Nile; a market card, a hut to withdraw from and an own market card
to use are clicked. Choices and the end of a turn are the action bar's.
"""

from __future__ import annotations

from pharaohs.games.saqqara.rules.moves import (
    BidGood,
    Build,
    FreeWorker,
    Invest,
    PlaceInfluence,
    PlaceToken,
    SailNile,
    TakeCard,
    UseMarketCard,
    Withdraw,
)
from pharaohs.games.saqqara.rules.state import level


def reach(board, view, seat, move):
    """``(start, end)`` spot names of ``move`` (``end`` None: a click on ``start``), or
    None for a move made with a button."""
    kind = type(move)
    if kind is PlaceInfluence:
        return f"hand_{view.hands[seat].index(move.card)}", f"influence_{move.warehouse}"
    if kind is PlaceToken:
        return "my_token", f"influence_{move.warehouse}"
    if kind is TakeCard:
        return f"card_{move.slot}", None
    if kind is Withdraw:
        return f"hut_{move.slot}", None
    if kind is UseMarketCard and move.card in view.cards[seat][:2]:
        return f"my_card_{view.cards[seat].index(move.card)}", None
    if kind is BidGood:
        return f"my_goods_{move.good}", f"hut_{move.slot}"
    if kind is Invest:
        return f"my_goods_{move.good}", f"warehouse_{move.warehouse}"
    if kind in (FreeWorker, Build):
        i = view.pyramids.index(move.pyramid)
        now = 0 if kind is FreeWorker else level(view, seat, move.pyramid)
        source = "my_workers" if now == 0 else f"pyramid_{i}_level_{now}"
        return source, f"pyramid_{i}_level_{now + 1}"
    if kind is SailNile:
        return f"nile_{view.nile[seat]}", f"nile_{view.nile[seat] + 1}"
    return None


def reaches(board, view, seat) -> list:
    if seat is None or board.placement is None or not board.ctx.acting(seat):
        return []
    pairs = []
    for move in board.ctx.legal_moves(view, seat):
        found = reach(board, view, seat, move)
        if found is not None:
            start, end = found
            pairs.append((board.rect(start), end if end is None else board.rect(end)))
    return pairs
