"""The smoke test's hand: the events a player would make for one legal move.

Drags where a piece moves (a prince card onto the gift, a gem onto the avenue, the
merchant to a stall, an offering along the procession, a disc onto a chamber card),
clicks on places and buttons for the rest.
"""

from __future__ import annotations

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


def _centre(board, name):
    return board.rect(name).center


def _gesture(board, view, seat, move) -> list:
    kind = type(move)
    if kind is M.GiftPrince:
        return drag(_hand(board, view, seat, move.value), _centre(board, f"gift_{move.space}"))
    if kind is M.LayThirdPrince:
        return drag(_hand(board, view, seat, move.value),
                    _centre(board, f"row_{seat}_{len(view.rows[seat])}"))
    if kind is M.UsePrince:
        return click(_centre(board, f"gift_{move.slot}"))
    if kind is M.PlaceGem:
        return drag(_centre(board, f"gems_{move.gem}"), _centre(board, f"plate_{move.plate}"))
    if kind is M.MoveMerchant:
        return drag(board.merchant_rect(view, seat).center,
                    _centre(board, f"stall_{move.stall}"))
    if kind is M.Offer:
        start = (_centre(board, "goods_supply") if move.source == M.FROM_SUPPLY
                 else _centre(board, f"procession_{move.source}"))
        return drag(start, _centre(board, f"procession_{move.target}"))
    if kind in (M.ReclaimStall, M.TakeBackGoods):
        return click(_centre(board, f"goods_{move.stall}"))
    if kind is M.TakeSilver:
        return click(_centre(board, f"city_{move.city}"))
    if kind is M.TakeGem:
        from pharaohs.games.dahschur.board.pieces import bag_rects

        return click(bag_rects(board)[move.gem].center)
    if kind is M.BuryPrince:
        return click(_centre(board, f"row_{seat}_{move.position}"))
    if kind is M.PlaceDisc:
        home = next(r for d, r in board.disc_rects(view, seat) if d == (move.metal, move.value))
        return drag(home.center, _centre(board, f"finale_card_{move.chamber}_{move.owner}"))
    return _button(board, move)


def _hand(board, view, seat, value):
    return _centre(board, f"hand_{view.hands[seat].index(value)}")


def _button(board, move) -> list:
    """BuyGem, TakeDisc and EndAction are made with the action bar's buttons."""
    button = board.button(board.action_moves.get(move, ""))
    return click(button.rect.center) if button is not None and button.rect else []
