"""Computer players that see only their own view of the game.

Three levels a player chooses from, each built on the one below:

- ``easy`` rates the legal moves like Medium but overlooks about half of them at
  each decision (a beginner's mistake), so it plays the best move it noticed:
  always a plausible move, now and then not the best one.
- ``medium`` (the old ``greedy``) looks one step ahead on a determinized copy of
  its view, so it never knows the next card or die, and takes the move after
  which ``game.evaluate`` rates its position best; ties are broken at random.
- ``hard`` searches (``search.search``: information-set Monte Carlo tree search
  on many redrawn copies of its view) until its time budget is spent.

``random`` (any legal move) and ``greedy`` stay as names, so old saves and
scripts keep working. Every level starts from ``game.view(state, seat)``: given
a full state, it throws the rest away first.
"""

from __future__ import annotations

import math
import time

from pharaohs.ai.foresight import rate
from pharaohs.ai.search import search
from pharaohs.ai.settle import GAIN, fresh, settle
from pharaohs.core.game import Game
from pharaohs.core.i18n import N_
from pharaohs.core.levels import DEFAULT_LEVEL, level_name
from pharaohs.core.rng import Rng

#: what the levels are called on screen
LEVEL_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
               "random": N_("Random")}
#: Hard's thinking time per decision in seconds (the issue allows 1 s median, 3 s at worst)
HARD_SECONDS = 0.9
#: the share of the legal moves Easy overlooks at each decision
EASY_OVERLOOK = 0.5
#: Easy's and Medium's thinking time per decision in seconds (the issue allows 0.1 s): a
#: decision rates the moves it reaches by then (on this machine, unless it is busy, all)
QUICK_SECONDS = 0.06


def rated_moves(game: Game, view, seat: int, rng: Rng, moves=None,
                deadline: float | None = None) -> tuple[list, list[float], Rng]:
    """The legal moves (or those of ``moves``) with their ratings (``foresight.rate``:
    where each leads this turn, a move that draws chance by the mean over a few redrawn
    worlds): those not reached by the ``deadline`` (``time.monotonic``; by default
    ``QUICK_SECONDS`` from now) left out, and only the turn-ending ones kept when none is
    a gain (``settle``)."""
    moves, ratings, _base, rng = weighed(game, view, seat, rng, moves, deadline)
    return moves, ratings, rng


def weighed(game, view, seat, rng, moves, deadline):
    """``rated_moves`` and the rating of the position as it is (in the first redrawn
    world): the moves rated above it are those that help."""
    if deadline is None:
        deadline = time.monotonic() + QUICK_SECONDS
    found = rate(game, view, seat, rng, moves, deadline)
    moves, ratings = settle(game, found.world, seat, found.moves, found.ratings, found.after)
    return moves, ratings, found.base, found.rng


def best_move(game: Game, view, seat: int, rng: Rng, moves=None, overlook: float = 0.0,
              deadline: float | None = None):
    """The best-rated move of ``rated_moves`` and the next rng, ties broken at random:
    of all of them, or of those noticed when each is overlooked with the chance
    ``overlook`` (Easy: it weighs the moves like Medium, ending the turn when nothing
    helps, but misses some of them; one is always noticed, and never every move that
    helps while one does: when it noticed none of them, it notices one of them)."""
    moves, ratings, base, rng = weighed(game, view, seat, rng, moves, deadline)
    pairs = list(zip(moves, ratings, strict=True))
    if overlook:
        noticed = []
        for pair in pairs:
            draw, rng = rng.next64()
            if draw / 2**64 >= overlook:
                noticed.append(pair)
        gains = [pair for pair in pairs if pair[1] > base + GAIN]
        if gains and not any(rating > base + GAIN for _, rating in noticed):
            pair, rng = rng.choice(gains)
            noticed.append(pair)
        if not noticed:
            return rng.choice(moves)
        pairs = noticed
    top = max(r for _, r in pairs)
    return rng.choice([m for m, r in pairs if r == top])


def choose_move(game: Game, state, seat: int, rng: Rng, level: str = DEFAULT_LEVEL, *,
                seconds: float = HARD_SECONDS, should_stop=lambda: False,
                max_iterations: int | None = None, seen=(), timed: bool = True,
                searcher=search):
    """A legal move for ``seat`` and the next generator; ``state`` may be full or a view.

    Hard thinks for ``seconds`` (or ``max_iterations``) unless ``should_stop()``
    turns true first; then it answers with its best move so far. Easy and Medium stop
    rating after ``QUICK_SECONDS`` unless not ``timed`` (tournaments and benchmarks that
    must not depend on how busy the machine is). ``seen`` holds the
    views the seat already decided from in this run of its moves (``settle.Memory``):
    moves back into one of them are left out while others remain. Hard's search is
    ``searcher`` (``search.search`` here; the window's is ``parallel.search``)."""
    start = time.monotonic()
    view = game.view(state, seat)
    # on a redrawn copy: a view may hold face-down values the rules cannot read, and
    # the seat's own moves are the same in every copy (the contract test checks it)
    moves = game.legal_moves(game.determinize(view, seat, 0), seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    level = level_name(level)
    if level == "random" or len(moves) == 1:
        return rng.choice(moves)
    if seen:
        seed, rng = rng.next64()
        moves = fresh(game, game.determinize(view, seat, seed), seat, moves, seen)
        if len(moves) == 1:
            return moves[0], rng
    if level in ("easy", "medium"):
        return best_move(game, view, seat, rng, moves, EASY_OVERLOOK if level == "easy" else 0,
                         start + QUICK_SECONDS if timed else math.inf)
    found = searcher(game, view, seat, rng, time.monotonic() + seconds, should_stop,
                     max_iterations, moves)
    return found.move, found.rng
