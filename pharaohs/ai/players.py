"""Computer players that see only their own view of the game.

``random`` picks any legal move. ``greedy`` (the default) looks one step
ahead on a determinized copy of its view, so it never knows the next card or
die, and prefers the move after which ``game.evaluate`` rates its position
best (by default: its lead in provisional points); ties are broken at random
so its play is not predictable.
"""

from __future__ import annotations

from pharaohs.core.game import Game
from pharaohs.core.rng import Rng

LEVELS = ("random", "greedy")


def choose_move(game: Game, state, seat: int, rng: Rng, level: str = "greedy"):
    """A legal move for ``seat`` and the next generator; ``state`` may be full or a view."""
    moves = game.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    if level == "random" or len(moves) == 1:
        return rng.choice(moves)
    seed, rng = rng.next64()
    world = game.determinize(game.view(state, seat), seat, seed)
    best, best_value = [], None
    for move in moves:
        value = game.evaluate(game.apply(world, seat, move), seat)
        if best_value is None or value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)
