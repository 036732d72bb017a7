"""The one table from a move to its places: where a hand takes hold of it and lets go.

The kit reads from ``reach`` what a drop or a click plays, the keyboard's spots, the
demo hand's gestures and the hint's marks; ``marked`` says the last move's mark.

A card goes from the hand onto the player's showcase (to play it) or onto the
pile (to exchange it); a showcase card given up goes to the discard pile; the
adventure, an item of the depot, another player (to pass the mummy), the pile
and a card put back are clicked. The rest are the action bar's buttons.
"""

from __future__ import annotations

from pharaohs.games.im_bann.board import places
from pharaohs.games.im_bann.rules import (
    Complete,
    Draw,
    Exchange,
    FinishExchange,
    PassMummy,
    PlayCard,
    PutBack,
    ShedForMummy,
    TurnDepot,
    YieldToCurse,
    data,
)
from pharaohs.ui.kit.reach import Around


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` places (spot names or rects) that make ``move`` (``end``
    None: a click on ``start``); empty for a move made with a button, and for a move of
    ``move_space`` whose card is not where it would be taken or whose player is none."""
    kind = type(move)
    hand = view.hands[seat]
    cards = places.hand_rects(board, len(hand), board.selected)
    if kind is Complete and view.stages[seat] < data.ENTERED:
        return [(places.adventure_spot(view.stages[seat]), None)]
    if kind is PlayCard:  # any card of that face in the hand
        box = places.seat_rect(board, view, seat)
        return [(rect, box) for rect, card in zip(cards, hand, strict=True) if card == move.card]
    if kind is TurnDepot and move.item in data.ITEMS:  # clicked, or the arrow dragged onto it
        return [(f"depot_{move.item}", None), ("depot_arrow", f"depot_{move.item}")]
    if kind is PassMummy and 0 <= move.to < view.players:
        return [(places.seat_rect(board, view, move.to), None)]
    shown = view.showcases[seat]
    if kind in (ShedForMummy, YieldToCurse) and move.card in shown:
        box = places.seat_rect(board, view, seat)
        card = places.showcase_rects(board, box, len(shown))[shown.index(move.card)]
        return [(card, "discard"), (card, Around(box))]  # or let go in the own box
    if kind is Draw and move.count == 1 or kind is FinishExchange:
        return [("pile", None)]
    if kind is Exchange:
        return [(card, "pile") for card in cards]
    if kind is PutBack:
        return [(rect, None) for rect, card in zip(cards, hand, strict=True) if card == move.card]
    return []


def marked(board, seat, move, before, after) -> tuple:
    """The last move's mark, which ``reach`` cannot say (a card in a showcase, drawn
    where the showcase's order puts it): ``(seat, card)`` of the showcase card a played
    card or the mummy passed on became, else nothing."""
    if isinstance(move, PassMummy):
        return move.to, data.MUMMY
    if isinstance(move, PlayCard):
        for owner in range(after.players):
            if move.card in after.showcases[owner] and (
                    move.card != data.MUMMY or owner != after.current):
                return owner, move.card
    return ()
