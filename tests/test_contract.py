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
    play_checked_game(get_game(gid), variant, options, players)


def _check_move_space(game, state, seat):
    """A move is in ``legal_moves`` exactly when ``check`` accepts it, over every move
    the game can describe now (not only the legal ones)."""
    legal = game.legal_moves(state, seat)
    space = list(game.move_space(state, seat))
    assert all(m in space for m in legal), "move_space must hold every legal move"
    for move in space:
        accepted = game.check(state, seat, move) is None
        assert accepted == (move in legal), f"check and legal_moves disagree on {move!r}"


def _check_secrets(game, state, viewer, sample):
    """What ``viewer`` sees and may do never depends on another seat's secrets: a
    world redrawn from the viewer's view gives the same view and the same moves."""
    view = game.view(state, viewer)
    assert getattr(view, "rng", None) is None
    world = game.determinize(view, viewer, sample)
    assert game.view(world, viewer) == view
    if viewer is not None and not game.is_over(state) and viewer in game.to_act(state):
        assert game.legal_moves(world, viewer) == game.legal_moves(state, viewer), (
            "the moves of a seat must not depend on what it cannot see")


def _check_progress(game, state):
    """How far the game is (the main menu's list of games in progress says it) is a
    phrase of the game's own, told from what every seat sees."""
    phrase = game.progress(game.view(state, None))
    assert isinstance(phrase, str) and phrase.strip(), f"{game.id} says no progress"
    assert phrase == game.progress(state), "progress must not tell a secret"


def play_checked_game(game, variant, options, players, seed=None, every=7):
    """Play one random game of ``game`` to the end, checking the contract at each step.

    New games call this from their own tests before they are registered."""
    seats = [(f"P{i}", "ai") for i in range(players)]
    seed = f"{game.id}{players}" if seed is None else seed
    match = Match.start(game, seats, seed=seed, variant=variant, options=options)
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
        if steps % every == 0:
            _roundtrip(game, state)
            _check_move_space(game, state, seat)
            for viewer in (*range(players), None):
                _check_secrets(game, state, viewer, steps)
            _check_progress(game, state)
        move = sample[0]
        match.play(seat, move)
        assert game.encode(state) == before, "play must not mutate its input"
        if steps % every == 0:
            assert isinstance(match.can_undo(seat), bool), "reveals must decide every move"
        stale_moves = list(sample[1:3])
        steps += 1
        assert steps < MAX_STEPS, "the game must end"
    outcome = game.result(match.state)
    assert len(outcome.scores) == players
    assert outcome.winners
    best = max(outcome.scores)
    assert all(outcome.scores[w] == best for w in outcome.winners) or len(outcome.winners) == 1
    assert game.to_act(match.state) == () or game.is_over(match.state)
    replayed = Match.from_json(json.loads(json.dumps(match.to_json())), lambda _: game)
    assert replayed.state == match.state
    return match


@pytest.mark.parametrize("gid,players,options,phrase", [
    ("dahschur", 3, (), "Round 1 of 3"),
    ("ra_dice", 2, (), "Epoch 1 of 3"),
    ("labyrinth", 1, (), "Turn 1 of 25"),
    ("im_bann", 2, (), "Furthest archaeologist at adventure 1 of 4"),
    ("im_bann", 3, ("multigame",),
     "Game 1 of 3 of the series: the adventure cards' side is chosen"),
    ("saqqara", 3, (), "Year 1 of 6"),
])
def test_every_game_says_how_far_it_is_in_its_own_words(gid, players, options, phrase):
    """Dahschur plays a round per player (three with three), Ra three epochs, the
    Labyrinth a turn per card, Im Bann four adventures before the King's Chamber (a
    series a game per player), Saqqara six years: each says where a new game stands."""
    game = get_game(gid)
    match = Match.start(game, [(f"P{i}", "human") for i in range(players)], seed=1,
                        options=options)
    assert game.progress(match.state) == phrase
