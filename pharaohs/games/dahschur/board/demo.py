"""The smoke test's hand: which legal move it makes (the kit's ``gesture`` makes it as
a player would, where ``keys.reach`` says, or with the action bar's button)."""

from __future__ import annotations

from pharaohs.games.dahschur.rules import moves as M

#: the kinds of move the hand prefers, first found first made
PREFERENCE = (M.GiftPrince, M.LayThirdPrince, M.UsePrince, M.PlaceGem, M.BuyGem,
              M.MoveMerchant, M.Offer, M.ReclaimStall, M.TakeBackGoods, M.TakeSilver,
              M.TakeGem, M.TakeDisc, M.BuryPrince, M.PlaceDisc, M.EndAction)


def choose(board, view, seat: int):
    legal = board.ctx.legal_moves(view, seat)
    return next((move for kind in PREFERENCE for move in legal if type(move) is kind), None)
