"""Where a hand takes hold of a move and lets go: the keyboard's spots (``ui.kit.keyboard``)
the demo hand's gestures and the hint's marks come from ``reach``.

A prince card goes from the hand onto the gift or the row, a gem onto a plate (or
a plate onto another, to swap them),
the merchant to a stall, an offering along the procession, a disc onto a
chamber card; a gift, goods, a city, the bag and a buried prince are clicked.
Buying a gem, taking a disc and ending the action are the action bar's.
"""

from __future__ import annotations

from pharaohs.games.dahschur.rules import moves as M


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` rects that make ``move`` (``end`` None: a click on ``start``);
    empty for a move made with a button."""
    found = _reach(board, view, seat, move)
    return [found] if found else []


def _reach(board, view, seat, move):
    kind = type(move)
    rect = board.rect
    if kind is M.GiftPrince:
        return _hand(board, view, seat, move.value), rect(f"gift_{move.space}")
    if kind is M.LayThirdPrince:
        return _hand(board, view, seat, move.value), rect(f"row_{seat}_{len(view.rows[seat])}")
    if kind is M.UsePrince:
        return rect(f"gift_{move.slot}"), None
    if kind is M.PlaceGem:
        return rect(f"gems_{move.gem}"), rect(f"plate_{move.plate}")
    if kind is M.SwapPlates:
        return rect(f"plate_{move.a}"), rect(f"plate_{move.b}")
    if kind is M.MoveMerchant:
        return board.merchant_rect(view, seat), rect(f"stall_{move.stall}")
    if kind is M.Offer:
        start = (rect("goods_supply") if move.source == M.FROM_SUPPLY
                 else rect(f"procession_{move.source}"))
        return start, rect(f"procession_{move.target}")
    if kind in (M.ReclaimStall, M.TakeBackGoods):
        return rect(f"goods_{move.stall}"), None
    if kind is M.TakeSilver:
        return rect(f"city_{move.city}"), None
    if kind is M.TakeGem:
        return rect(f"bag_{move.gem}"), None
    if kind is M.BuryPrince:
        return rect(f"row_{seat}_{move.position}"), None
    if kind is M.PlaceDisc:
        home = next(r for d, r in board.disc_rects(view, seat) if d == (move.metal, move.value))
        return home, rect(f"finale_card_{move.chamber}_{move.owner}")
    return None


def _hand(board, view, seat, value):
    return board.rect(f"hand_{view.hands[seat].index(value)}")
