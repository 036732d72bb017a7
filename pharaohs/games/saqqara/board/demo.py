"""The smoke test's hand: the events a player would make for one legal move of Saqqara.

Goods, cards, workers and the boat are dragged; choices and the end of a turn are
buttons; taking a market card is a click on it.
"""

from __future__ import annotations

from pharaohs.games.saqqara.board import words
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
from pharaohs.games.saqqara.rules.state import level
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
        move = first[PlaceInfluence]
        index = view.hands[seat].index(move.card)
        return _drag(board, f"hand_{index}", f"influence_{move.warehouse}")
    if PlaceToken in kinds:
        return _drag(board, "my_token", f"influence_{first[PlaceToken].warehouse}")
    if TakeCard in kinds:
        return click(board.rect(f"card_{first[TakeCard].slot}").center)
    if ConfirmBid in kinds:
        return _button(board, words.PLACE_BID)
    if BidGood in kinds and view.pending_to is not None:
        move = first[BidGood]
        return _drag(board, f"my_goods_{move.good}", f"hut_{move.slot}")
    if BidGood in kinds and not any(view.bids[m.slot] for m in legal if type(m) is BidGood):
        move = first[BidGood]
        return _drag(board, f"my_goods_{move.good}", f"hut_{move.slot}")
    if Invest in kinds and view.pending_to is None:
        unmet = [m for m in legal if type(m) is Invest
                 and sum(view.warehouses[m.warehouse]) < view.thresholds[m.warehouse]]
        if unmet:
            move = unmet[0]
            return _drag(board, f"my_goods_{move.good}", f"warehouse_{move.warehouse}")
    if FreeWorker in kinds:
        i = view.pyramids.index(first[FreeWorker].pyramid)
        return _drag(board, "my_workers", f"pyramid_{i}_level_1")
    if Build in kinds:
        move = first[Build]
        i = view.pyramids.index(move.pyramid)
        now = level(view, seat, move.pyramid)
        source = "my_workers" if now == 0 else f"pyramid_{i}_level_{now}"
        return _drag(board, source, f"pyramid_{i}_level_{now + 1}")
    if SailNile in kinds:
        return _drag(board, f"nile_{view.nile[seat]}", f"nile_{view.nile[seat] + 1}")
    for label in (words.END_TURN, words.PASS):
        events = _button(board, label)
        if events:
            return events
    return []


def _button(board, label: str) -> list:
    button = board.button(label)
    return click(button.rect.center) if button and button.rect is not None else []


def _drag(board, source: str, target: str) -> list:
    return drag(board.rect(source).center, board.rect(target).center, steps=2)
