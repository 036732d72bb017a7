"""The smoke test's hand: which move it makes, the medium computer player's choice (so
a whole game ends), asked of the context; the kit's ``gesture`` makes it as a player's
hand would."""

from __future__ import annotations


def choose(board, view, seat: int):
    return board.ctx.computer_move(view, seat)
