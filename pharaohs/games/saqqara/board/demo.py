"""The smoke test's hand: the events a player would make for one legal move of Saqqara.

Goods, cards, workers and the boat are dragged; choices and the end of a turn are
buttons; taking a market card is a click on it.
"""

from __future__ import annotations

from pharaohs.games.saqqara.board import keys, words
from pharaohs.games.saqqara.rules.moves import (
    BeggarTake,
    BidGood,
    Build,
    ConfirmBid,
    FreeWorker,
    Harvest,
    IntrigueKeep,
    Invest,
    PlaceInfluence,
    PlaceToken,
    SailNile,
    TakeCard,
)
from pharaohs.ui.gestures import click, drag


def demo_gesture(board, view, seat: int) -> list:
    if board.placement is None or not board.ctx.acting(seat):
        return []
    board.ctx.lay_out_buttons(view)
    legal = board.ctx.legal_moves(view, seat)
    kinds = {type(m) for m in legal}
    first = {}
    for move in legal:
        first.setdefault(type(move), move)
    if Harvest in kinds or BeggarTake in kinds:
        move = first.get(Harvest) or first.get(BeggarTake)
        return _button(board, words.GOOD_TITLES[move.good])
    if IntrigueKeep in kinds:
        return _button(board, words.KEEP_HAND)
    if PlaceInfluence in kinds:
        return _made(board, view, seat, first[PlaceInfluence])
    if PlaceToken in kinds:
        return _made(board, view, seat, first[PlaceToken])
    if TakeCard in kinds:
        return _made(board, view, seat, first[TakeCard])
    if ConfirmBid in kinds:
        return _button(board, words.PLACE_BID)
    if BidGood in kinds and view.pending_to is not None:
        return _made(board, view, seat, first[BidGood])
    if BidGood in kinds and not any(view.bids[m.slot] for m in legal if type(m) is BidGood):
        return _made(board, view, seat, first[BidGood])
    if Invest in kinds and view.pending_to is None:
        unmet = [m for m in legal if type(m) is Invest
                 and sum(view.warehouses[m.warehouse]) < view.thresholds[m.warehouse]]
        if unmet:
            return _made(board, view, seat, unmet[0])
    for kind in (FreeWorker, Build, SailNile):
        if kind in kinds:
            return _made(board, view, seat, first[kind])
    for label in (words.END_TURN, words.PASS):
        events = _button(board, label)
        if events:
            return events
    return []


def _button(board, label: str) -> list:
    button = board.button(label)
    return click(button.rect.center) if button and button.rect is not None else []


def _made(board, view, seat, move) -> list:
    """A drag or a click as ``keys.reach`` says ``move`` is made."""
    (source, target), = keys.reach(board, view, seat, move)
    if target is None:
        return click(source.center)
    return drag(source.center, target.center, steps=2)
