"""The smoke test's hand: the events a player would make for one sensible move.

The move is the medium computer player's choice (so a whole game ends), made the
way a player's hand makes it: a card dragged onto the showcase, a click on the
adventure, a player, an item of the depot, a showcase card or the draw pile, a
card selected and dropped on the pile to exchange it, else a button.
"""

from __future__ import annotations

from pharaohs.ai import choose_move
from pharaohs.core.rng import Rng
from pharaohs.games.im_bann.board import places
from pharaohs.games.im_bann.board.buttons import button_for
from pharaohs.games.im_bann.rules import (
    GAME,
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
from pharaohs.ui.gestures import click, drag


def demo_gesture(board, view, seat: int) -> list:
    seed = f"demo:{len(board.table.match.log)}"
    move, _rng = choose_move(GAME, view, seat, Rng.from_seed(seed), "medium")
    kind = type(move)
    hand = view.hands[seat]
    cards = places.hand_rects(board, len(hand))
    if kind is Complete:
        return click(board.rect(places.adventure_spot(view.stages[seat])).center)
    if kind is PlayCard:
        home = places.hand_rects(board, len(hand), board.selected)[hand.index(move.card)]
        return drag(home.center, places.seat_rect(board, view, seat).center)
    if kind is TurnDepot:
        return click(board.rect(f"depot_{move.item}").center)
    if kind is PassMummy:
        return click(places.seat_rect(board, view, move.to).center)
    if kind in (ShedForMummy, YieldToCurse):
        shown = view.showcases[seat]
        box = places.seat_rect(board, view, seat)
        return click(places.showcase_rects(board, box, len(shown))[shown.index(move.card)].center)
    if kind is Draw and move.count == 1 or kind is FinishExchange:
        return click(board.rect("pile").center)
    if kind is Exchange:
        lowest = min(range(len(hand)), key=lambda i: data.CARD_VALUE.get(hand[i], 0) or 9)
        return drag(cards[lowest].center, board.rect("pile").center)
    if kind is PutBack:
        return click(cards[hand.index(move.card)].center)
    return board.click_button(view, button_for(move), enabled_only=True)
