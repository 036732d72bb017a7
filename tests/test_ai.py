"""Computer players: legal, reproducible, blind to hidden information, and better than chance."""

from __future__ import annotations

import dataclasses
import statistics

import pytest

from pharaohs.ai import LEVELS, choose_move
from pharaohs.core import Rng
from pharaohs.games import GAMES, get_game


def _play(game, players, seed, level, **setup):
    state = game.setup(players, seed, **setup)
    rng = Rng.from_seed(seed)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        move, rng = choose_move(game, game.view(state, seat), seat, rng, level)
        assert game.check(state, seat, move) is None
        state = game.play(state, seat, move)
    return state


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_computer_plays_legal_games_from_its_own_view(game_id, level):
    game = get_game(game_id)
    state = _play(game, game.max_players, 3, level)
    assert game.result(state).winners


def test_same_seed_same_choices():
    game = get_game("ra_dice")
    assert _play(game, 3, 8, "greedy") == _play(game, 3, 8, "greedy")


def test_greedy_outscores_random_in_solo_labyrinth():
    game = get_game("labyrinth")
    greedy = [game.result(_play(game, 1, s, "greedy")).scores[0] for s in range(8)]
    random = [game.result(_play(game, 1, s, "random")).scores[0] for s in range(8)]
    assert statistics.mean(greedy) > statistics.mean(random)


def test_hidden_bets_do_not_change_the_computers_choice():
    """The computer decides from its view: other seats' secret bets cannot sway it."""
    game = get_game("labyrinth")
    state = game.setup(2, 5, options=("betting",))
    rng = Rng.from_seed(1)
    while not (state.phase == "bet" and state.bets[0] is not None and 1 in game.to_act(state)):
        seat = game.to_act(state)[0]
        move, rng = choose_move(game, state, seat, rng, "random")
        state = game.play(state, seat, move)
    other = "low" if state.bets[0] == "high" else "high"
    flipped = dataclasses.replace(state, bets=(other, *state.bets[1:]))
    seed = Rng.from_seed(42)
    assert choose_move(game, state, 1, seed)[0] == choose_move(game, flipped, 1, seed)[0]
