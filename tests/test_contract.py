"""The rules contract, checked over every registered game, variant, option and count.

Random legal games are played to the end. At every step: each legal move
passes ``check``; a move that is not legal now is refused with a reason and
changes nothing; ``play`` never mutates its input; states and moves survive
JSON exactly; views hide the generator and survive determinization; and at
the end the seed and move log replay to the same state.
"""

from __future__ import annotations

import itertools
import json

import pytest

from pharaohs.core import IllegalMove, Match
from pharaohs.core.rng import Rng
from pharaohs.games import GAMES, get_game

MAX_STEPS = 20000


def _setups():
    for gid in GAMES:
        game = get_game(gid)
        option_sets = [
            combo
            for r in range(len(game.options) + 1)
            for combo in itertools.combinations(game.options, r)
        ]
        for variant in game.variants:
            for options in option_sets:
                for players in range(game.min_players, game.max_players + 1):
                    label = "+".join(options) or "plain"
                    yield pytest.param(gid, variant, options, players,
                                       id=f"{gid}-{variant}-{label}-{players}p")


def _roundtrip(game, state):
    data = json.loads(json.dumps(game.encode(state)))
    assert game.decode(data) == state


@pytest.mark.parametrize("gid,variant,options,players", list(_setups()))
def test_random_game_keeps_the_contract(gid, variant, options, players):
    game = get_game(gid)
    seats = [(f"P{i}", "ai") for i in range(players)]
    match = Match.start(game, seats, seed=f"{gid}{players}", variant=variant, options=options)
    rng = Rng.from_seed(players * 7919)
    stale_moves: list = []
    steps = 0
    while not game.is_over(match.state):
        state = match.state
        acting = game.to_act(state)
        assert acting, "a running game must have someone to act"
        seat, rng = rng.choice(acting)
        moves = game.legal_moves(state, seat)
        assert moves, f"seat {seat} must have a legal move"
        before = game.encode(state)
        sample, rng = rng.shuffled(moves)
        for move in sample[:3]:
            assert game.check(state, seat, move) is None
            data = json.loads(json.dumps(game.encode_move(move)))
            assert game.decode_move(data) == move
        for stale in stale_moves:
            if stale not in moves:
                reason = game.check(state, seat, stale)
                assert isinstance(reason, str) and reason
                with pytest.raises(IllegalMove):
                    game.play(state, seat, stale)
        if steps % 7 == 0:
            _roundtrip(game, state)
            for viewer in (*range(players), None):
                view = game.view(state, viewer)
                assert getattr(view, "rng", None) is None
                again = game.view(game.determinize(view, viewer, steps), viewer)
                assert again == view
        move = sample[0]
        match.play(seat, move)
        assert game.encode(state) == before, "play must not mutate its input"
        stale_moves = list(sample[1:3])
        steps += 1
        assert steps < MAX_STEPS, "the game must end"
    outcome = game.result(match.state)
    assert len(outcome.scores) == players
    assert outcome.winners
    best = max(outcome.scores)
    assert all(outcome.scores[w] == best for w in outcome.winners) or len(outcome.winners) == 1
    assert game.to_act(match.state) == () or game.is_over(match.state)
    replayed = Match.from_json(json.loads(json.dumps(match.to_json())), get_game)
    assert replayed.state == match.state
