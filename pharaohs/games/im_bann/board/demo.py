"""The smoke test's hand: which move it makes, the medium computer player's choice (so
a whole game ends); the kit's ``gesture`` makes it as a player's hand would."""

from __future__ import annotations

from pharaohs.ai import choose_move
from pharaohs.core.rng import Rng
from pharaohs.games.im_bann.rules import GAME


def choose(board, view, seat: int):
    seed = f"demo:{len(board.ctx.moves_played())}"
    return choose_move(GAME, view, seat, Rng.from_seed(seed), "medium")[0]
