"""The rules contract for the seats that are not to act: a game lists them no moves,
in every registered game, at every step of a random game and after its end."""

from __future__ import annotations

import pytest

from pharaohs.core import Rng
from pharaohs.games import GAMES, get_game


@pytest.mark.parametrize("gid", GAMES)
def test_seats_not_to_act_and_finished_games_list_no_moves(gid):
    """``check`` refuses every move of a seat not to act and of a finished game, so
    ``legal_moves`` lists none for them (the contract test holds the acting seat to
    "listed exactly when ``check`` accepts"; this holds the others)."""
    game = get_game(gid)
    rng = Rng.from_seed(gid)
    state = game.setup(game.max_players, gid)
    for _step in range(20000):
        acting = game.to_act(state)
        for seat in range(game.seat_count(state)):
            if seat not in acting:
                assert game.legal_moves(state, seat) == [], (gid, seat, acting)
        if game.is_over(state):
            assert all(game.legal_moves(state, s) == [] for s in range(game.max_players))
            break
        seat = acting[0]
        move, rng = rng.choice(game.legal_moves(state, seat))
        state = game.play(state, seat, move)
    assert game.is_over(state), "a random game ends"
