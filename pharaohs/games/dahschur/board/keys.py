"""The one table from a move to its places: where a hand takes hold of it and lets go.

The kit reads everything the pointer and the keys do from ``reach``: what glows, what a
click or a drop plays, the keyboard's spots, the demo hand's gestures and the hint's
marks. A prince card goes from the hand onto the gift or the own row (or is clicked
there), a gem onto a plate (or a plate onto another, to swap them), the merchant to a
stall, an offering along the procession, a disc onto a chamber card; a gift, a stall, a
city, a gem beside the bag and a buried prince are clicked. Buying a gem, the other
metal's disc and ending the action are the action bar's. A move of ``move_space`` whose
piece is not on the table (a card not in hand, the assembly's stall 0) has no places.
"""

from __future__ import annotations

from pharaohs.games.dahschur.rules import moves as M

#: the place each kind of move made with a click is made on
_CLICKED = {
    M.UsePrince: lambda m, seat: f"gift_{m.slot}",
    M.TakeBackGoods: lambda m, seat: f"stall_{m.stall}",
    M.ReclaimStall: lambda m, seat: f"stall_{m.stall}",
    M.TakeSilver: lambda m, seat: f"city_{m.city}",
    M.TakeGem: lambda m, seat: f"bag_{m.gem}",
    M.BuryPrince: lambda m, seat: f"row_{seat}_{m.position}",
}
#: the piece and the place of each kind of move made with a drag
_DRAGGED = {
    M.PlaceGem: lambda board, view, seat, m: (f"gems_{m.gem}", f"plate_{m.plate}"),
    M.MoveMerchant: lambda board, view, seat, m: (board.merchant_rect(view, seat),
                                                  f"stall_{m.stall}") if m.stall else None,
    M.Offer: lambda board, view, seat, m: (
        "goods_supply" if m.source == M.FROM_SUPPLY else f"procession_{m.source}",
        f"procession_{m.target}"),
    M.PlaceDisc: lambda board, view, seat, m: next(
        ((r, f"finale_card_{m.chamber}_{m.owner}") for d, r in board.disc_rects(view, seat)
         if d == (m.metal, m.value)), None),
}


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` places that make ``move`` (``end`` None: a click on ``start``),
    spot names or a piece's rect; empty for a move made with a button."""
    kind = type(move)
    if kind in _CLICKED:  # a row has three cards, move_space asks for a fourth
        place = _CLICKED[kind](move, seat)
        return [(place, None)] if place in board.layout.spots else []
    if kind in _DRAGGED:
        pair = _DRAGGED[kind](board, view, seat, move)
        return [] if pair is None else [pair]
    if kind is M.SwapPlates:  # either plate onto the other
        return [(f"plate_{move.a}", f"plate_{move.b}"), (f"plate_{move.b}", f"plate_{move.a}")]
    if kind in (M.GiftPrince, M.LayThirdPrince):  # any card of that value in the hand
        end = f"gift_{move.space}" if kind is M.GiftPrince else f"row_{seat}"
        cards = [f"hand_{i}" for i, value in enumerate(view.hands[seat]) if value == move.value]
        # clicked, the card goes where it first may
        return [pair for card in cards for pair in ((card, end), (card, None))]
    if kind is M.TakeDisc and move == _first_disc(board, view, seat, move.city):
        return [(f"city_{move.city}", None)]  # the other metal is its button's
    return []


def _first_disc(board, view, seat, city: int):
    return next((m for m in board.legal(view, seat)
                 if isinstance(m, M.TakeDisc) and m.city == city), None)


#: the last move's mark where ``reach`` does not say it (table views): a card from a hand
#: no view shows, the stall a gem is bought at (a button), a city's disc of either metal,
#: the chamber a prince is buried in, a disc from hidden discs
_MARKED = {
    M.GiftPrince: lambda m, seat, before: f"gift_{m.space}",
    M.LayThirdPrince: lambda m, seat, before: f"row_{seat}_{len(before.rows[seat])}",
    M.BuyGem: lambda m, seat, before: f"stall_{before.merchants[seat]}",
    M.TakeDisc: lambda m, seat, before: f"city_{m.city}",
    M.BuryPrince: lambda m, seat, before: f"chamber_{before.round - 1}_{seat}",
    M.PlaceDisc: lambda m, seat, before: f"finale_card_{m.chamber}_{m.owner}",
}


def marked(board, seat, move, before, after) -> tuple[str, ...] | None:
    """The last move's mark from ``_MARKED``, else None (where ``reach`` lets go)."""
    mark = _MARKED.get(type(move))
    return None if mark is None else (mark(move, seat, before),)
