"""The smoke test's hand: the events a player would make for one legal move.

It prefers what a player's hand does: drag a playable card onto the showcase, click
the adventure to complete it, click a player for the mummy, an item for the depot,
a showcase card to give it up, the draw pile to draw; else a button.
"""

from __future__ import annotations

from pharaohs.games.im_bann.board import places
from pharaohs.games.im_bann.rules import (
    Complete,
    Draw,
    PassMummy,
    PlayCard,
    PutBack,
    ShedForMummy,
    TurnDepot,
    YieldToCurse,
)
from pharaohs.ui.gestures import click, drag


def demo_gesture(board, view, seat: int) -> list:
    moves = board.ctx.legal_moves(view, seat)
    kinds = {type(m) for m in moves}
    if Complete in kinds:
        return click(board.rect(places.adventure_spot(view.stages[seat])).center)
    plays = [m for m in moves if isinstance(m, PlayCard)]
    if plays:
        hand = view.hands[seat]
        index = hand.index(plays[0].card)
        home = places.hand_rects(board, len(hand), board.selected)[index]
        return drag(home.center, places.seat_rect(board, view, seat).center)
    for move in moves:
        if isinstance(move, TurnDepot):
            return click(board.rect(f"depot_{move.item}").center)
        if isinstance(move, PassMummy):
            return click(places.seat_rect(board, view, move.to).center)
        if isinstance(move, (ShedForMummy, YieldToCurse)):
            cards = view.showcases[seat]
            box = places.seat_rect(board, view, seat)
            rect = places.showcase_rects(board, box, len(cards))[cards.index(move.card)]
            return click(rect.center)
        if isinstance(move, Draw):
            return click(board.rect("pile").center)
        if isinstance(move, PutBack):
            hand = view.hands[seat]
            return click(places.hand_rects(board, len(hand))[hand.index(move.card)].center)
    board.ctx.lay_out_buttons(view)
    for _action, button in board.shown:
        if button.enabled:
            return click(button.rect.center)
    return []
