"""What Easy and Medium see of a move: where it leads this turn, and over chance.

A one-step rating is blind in two ways. A move may only begin what the mover must go
on to finish (completing an adventure with the mummy, which is then passed on; the
last throw, whose dice are then put to use): ``follow`` rates the position where that
run of steps ends, each its best step that draws no chance. Where a move of the
decision draws chance, what chance brings shows only in the steps after it, so every
move of that decision is followed on while a step helps (the dice thrown put to use),
for at most ``TURN_STEPS`` steps. And a move that draws chance (a throw, a card drawn)
turns out well in one redrawn world and badly in another: ``rate`` takes the mean over
``CHANCE_WORLDS`` redrawn worlds of the seat's view, each measured against the position
as it is in that world (so the others' secrets, redrawn with every world, shift no
rating). Everything is drawn from the seat's view and generator: the same decision
replays exactly, and no other seat's secret reaches it.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from pharaohs.ai.settle import GAIN
from pharaohs.core.game import Game
from pharaohs.core.rng import Rng

#: the redrawn worlds a move that draws chance is rated in (the first one included)
CHANCE_WORLDS = 4
#: the most steps of the mover's own turn a rating follows after the move itself
TURN_STEPS = 3
#: a step with more choices than this is a decision of its own, not followed: what
#: finishes a move (whom to pass the mummy, stopping the throw, the dice's uses) has few
FOLLOW_WIDTH = 24


def drew_chance(before, after) -> bool:
    """Whether a step drew chance: the world's generator moved."""
    return getattr(before, "rng", None) != getattr(after, "rng", None)


def ends_run(game: Game, seat: int, move, after) -> bool:
    """Whether ``move`` (giving ``after``) ends ``seat``'s run of steps: it closes the turn
    or hands the turn on (as ``settle`` counts them)."""
    return type(move).closes_turn or seat not in game.to_act(after)


def follow(game: Game, state, seat: int, chancy=frozenset(), greedy: bool = False) -> float:
    """``seat``'s rating of ``state`` after the rest of its run of steps, at most
    ``TURN_STEPS`` of them, each its best step: while none of its moves ends its run
    (``ends_run``: it must go on), and with ``greedy`` also while a step helps. Steps of
    the kinds in ``chancy`` (a throw, a draw: kinds that drew chance at the decision) are
    not even tried; the follow stops before a step with more than ``FOLLOW_WIDTH``
    choices, and where its best step draws chance (what chance brings is not seen in
    one world; passing such a step over for a worse one would rate the move by a step
    the seat would not take)."""
    value = None
    for _ in range(TURN_STEPS):
        if game.is_over(state) or seat not in game.to_act(state):
            break
        moves = game.legal_moves(state, seat)
        steps = [m for m in moves if not type(m).closes_turn and type(m) not in chancy]
        if len(steps) > FOLLOW_WIDTH:
            break
        after = [game.apply(state, seat, move) for move in steps]
        ends = {ends_run(game, seat, m, a) for m, a in zip(steps, after, strict=True)}
        must = len(steps) == len(moves) and len(ends) == 1
        if not (must or greedy):
            break
        if value is None and not must:
            value = game.evaluate(state, seat)
        best, best_state = -math.inf, None
        for next_state in after:
            rating = game.evaluate(next_state, seat)
            if rating > best:
                best, best_state = rating, next_state
        if (best_state is None or drew_chance(state, best_state)
                or (not must and best <= value + GAIN)):
            break
        value, state = best, best_state
    return game.evaluate(state, seat) if value is None else value


@dataclass(frozen=True)
class Rated:
    """The moves of one decision with their ratings, the state after each in the first
    redrawn world, that world, the rating of the position as it is, and the next rng."""

    moves: list
    ratings: list[float]
    after: list
    world: object
    base: float
    rng: Rng


def rate(game: Game, view, seat: int, rng: Rng, moves, deadline: float) -> Rated:
    """``moves`` (all legal ones when None) rated for ``seat`` from its ``view``. Every
    move is rated in the first world, those without chance first, before a move that
    draws chance is rated in the others: a ``deadline`` (``time.monotonic``) cuts the
    worlds, and the moves only when it comes in the first pass (those not reached are
    left out)."""
    seeds = []
    for _ in range(CHANCE_WORLDS):
        seed, rng = rng.next64()
        seeds.append(seed)
    world = game.determinize(view, seat, seeds[0])
    base = game.evaluate(world, seat)
    moves = game.legal_moves(world, seat) if moves is None else moves
    after = [game.apply(world, seat, move) for move in moves]
    chance = [i for i, state in enumerate(after) if drew_chance(world, state)]
    chancy = frozenset(type(moves[i]) for i in chance)
    # what chance brings shows in the steps after it: where a move draws chance, every
    # move of the decision is followed to the end of the turn, so all are rated alike
    greedy = bool(chance)
    gains: list[list[float]] = [[] for _ in moves]
    for n, i in enumerate(sorted(range(len(moves)), key=lambda i: i in chance)):
        if n and time.monotonic() > deadline:  # those without chance come first
            break
        gains[i].append(follow(game, after[i], seat, chancy, greedy) - base)
    for seed in seeds[1:]:
        if time.monotonic() > deadline:
            break
        other = game.determinize(view, seat, seed)
        other_base = game.evaluate(other, seat)
        for i in chance:
            if gains[i]:
                state = game.apply(other, seat, moves[i])
                gains[i].append(follow(game, state, seat, chancy, greedy) - other_base)
    kept = [i for i in range(len(moves)) if gains[i]]
    rated, after = [moves[i] for i in kept], [after[i] for i in kept]
    ratings = [base + sum(gains[i]) / len(gains[i]) for i in kept]
    return Rated(rated, ratings, after, world, base, rng)
