"""The smoke test's hand: the events a player would make for one legal move.

Drags where a piece moves, clicks on places and buttons for the rest: where the hand
takes hold and lets go is ``keys.reach``, which the keyboard's spots use too.
"""

from __future__ import annotations

from pharaohs.games.dahschur.board import keys
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.ui.gestures import click, drag

#: the kinds of move the hand prefers, first found first made
PREFERENCE = (M.GiftPrince, M.LayThirdPrince, M.UsePrince, M.PlaceGem, M.BuyGem,
              M.MoveMerchant, M.Offer, M.ReclaimStall, M.TakeBackGoods, M.TakeSilver,
              M.TakeGem, M.TakeDisc, M.BuryPrince, M.PlaceDisc, M.EndAction)


def demo_gesture(board, view, seat: int) -> list:
    if board.placement is None or seat not in board.table.match.to_act():
        return []
    board.view, board.viewer = view, seat
    board.ctx.lay_out_buttons(view)
    legal = board.table.game.legal_moves(view, seat)
    for kind in PREFERENCE:
        for move in legal:
            if type(move) is kind:
                events = _gesture(board, view, seat, move)
                if events:
                    return events
    return []


def _gesture(board, view, seat, move) -> list:
    found = keys.reach(board, view, seat, move)
    if not found:
        return _button(board, move)
    start, end = found[0]
    return click(start.center) if end is None else drag(start.center, end.center)


def _button(board, move) -> list:
    """BuyGem, TakeDisc and EndAction are made with the action bar's buttons."""
    button = board.button(move)
    return click(button.rect.center) if button is not None and button.rect else []
