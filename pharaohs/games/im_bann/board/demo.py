"""The smoke test's hand: the events a player would make for one sensible move.

The move is the medium computer player's choice (so a whole game ends), made the
way a player's hand makes it (``keys.reach``: a card dragged onto the showcase, a
click on the adventure, a player, an item of the depot or the draw pile, a
showcase card given up onto the discard pile), the lowest card dropped on the
pile to exchange it, else a button.
"""

from __future__ import annotations

from pharaohs.ai import choose_move
from pharaohs.core.rng import Rng
from pharaohs.games.im_bann.board import keys, places
from pharaohs.games.im_bann.rules import GAME, Exchange, data
from pharaohs.ui.gestures import click, drag


def demo_gesture(board, view, seat: int) -> list:
    seed = f"demo:{len(board.table.match.log)}"
    move, _rng = choose_move(GAME, view, seat, Rng.from_seed(seed), "medium")
    hand = view.hands[seat]
    if type(move) is Exchange:
        cards = places.hand_rects(board, len(hand))
        lowest = min(range(len(hand)), key=lambda i: data.CARD_VALUE.get(hand[i], 0) or 9)
        return drag(cards[lowest].center, board.rect("pile").center)
    found = keys.reach(board, view, seat, move)
    if found:
        start, end = found[0]
        return click(start.center) if end is None else drag(start.center, end.center)
    return board.click_button(view, move, enabled_only=True)
