"""The smoke test's hand: which legal move of Saqqara it makes (the kit's ``gesture``
makes it as a player would: goods, cards, workers and the boat dragged, a market card
clicked, choices and the end of a turn with their buttons)."""

from __future__ import annotations

from pharaohs.games.saqqara.rules.moves import (
    BeggarTake,
    BidGood,
    Build,
    ConfirmBid,
    DeclineFreeWorker,
    EndDevelopment,
    EndInvesting,
    FreeWorker,
    Harvest,
    IntrigueKeep,
    Invest,
    PassAuction,
    PassInvesting,
    PlaceInfluence,
    PlaceToken,
    SailNile,
    TakeCard,
)


def choose(board, view, seat: int):
    legal = board.ctx.legal_moves(view, seat)
    first = {}
    for move in legal:
        first.setdefault(type(move), move)
    for kind in (Harvest, BeggarTake, IntrigueKeep, PlaceInfluence, PlaceToken, TakeCard,
                 ConfirmBid):
        if kind in first:
            return first[kind]
    if BidGood in first and (view.pending_to is not None or not any(
            view.bids[m.slot] for m in legal if type(m) is BidGood)):
        return first[BidGood]
    if Invest in first and view.pending_to is None:
        unmet = [m for m in legal if type(m) is Invest
                 and sum(view.warehouses[m.warehouse]) < view.thresholds[m.warehouse]]
        if unmet:
            return unmet[0]
    for kind in (FreeWorker, Build, SailNile, EndInvesting, EndDevelopment, PassAuction,
                 PassInvesting, DeclineFreeWorker):
        if kind in first:
            return first[kind]
    return None
