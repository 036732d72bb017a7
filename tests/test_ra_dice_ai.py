"""Ra's evaluation for computer players: points as if the epoch were scored now."""

from __future__ import annotations

import dataclasses

from pharaohs.ai import choose_move
from pharaohs.core import Rng
from pharaohs.core.game import Game
from pharaohs.games.ra_dice.rules import GAME
from pharaohs.games.ra_dice.rules.scoring import projected, totals


def test_a_pharaoh_lead_and_a_flood_count_before_ra_reaches_the_end():
    state = GAME.setup(2, 1)
    ahead = dataclasses.replace(state, pharaoh=(5, 2), nile=(6, 3), floods=(1, 0))
    assert totals(ahead) == totals(state), "nothing is scored before the epoch ends"
    gain = [p - t for p, t in zip(projected(ahead), totals(ahead), strict=True)]
    # seat 0: Pharaoh +5, Nile 6 (flooded), no Civilization -5; seat 1: Pharaoh -2, -5
    assert gain == [5 + 6 - 5, -2 - 5]
    assert GAME.evaluate(ahead, 0) > GAME.evaluate(state, 0)


class PointsOnly:
    """The same game judged by the default evaluation (points on the track only)."""

    def __getattr__(self, name):
        return getattr(GAME, name)

    def evaluate(self, state, seat):
        return Game.rating(GAME, state, seat).total


def test_the_projected_evaluation_beats_counting_track_points_only():
    wins = 0
    for seed in range(9):
        state, rng, hero = GAME.setup(3, seed), Rng.from_seed(seed), seed % 3
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            judge = GAME if seat == hero else PointsOnly()
            move, rng = choose_move(judge, state, seat, rng, "greedy", timed=False)
            state = GAME.play(state, seat, move)
        wins += hero in GAME.result(state).winners
    assert wins >= 7, f"won {wins} of 9 against two points-only players"
