"""No endless fiddling: a computer player ends its turn when nothing it can do helps,
and never steps back into a position it has already decided from in the same run.

Some games allow free actions without end within a turn (a trade and a market card
that trades back). A player who always takes the best-rated step could then go
round in a circle for ever, each step looking a shade better than ending the turn.
When no move rates better than the position as it is, a computer player keeps
only the moves that hand the turn on (after which it is no longer to act, or that
close the turn, ``Move.closes_turn``, where the same seat acts next), if there are
any: it stops instead of shuffling. Where ending the turn itself rates
worse than going round, ``fresh`` drops the moves that lead back to a view the seat
already had in this run of its moves (the callers keep a ``Memory``).
"""

from __future__ import annotations

#: a move must beat the position as it is by more than this to count as a gain
GAIN = 1e-9


def settle(game, world, seat: int, moves: list, ratings: list[float], after=None):
    """``moves`` and ``ratings`` narrowed to the turn-ending ones when none is a gain
    (``after``: the state after each move, where the caller has them already)."""
    if max(ratings) > game.evaluate(world, seat) + GAIN:
        return moves, ratings
    if after is None:
        after = [game.apply(world, seat, move) for move in moves]
    ending = [i for i, state in enumerate(after)
              if type(moves[i]).closes_turn or seat not in game.to_act(state)]
    if not ending or len(ending) == len(moves):
        return moves, ratings
    return [moves[i] for i in ending], [ratings[i] for i in ending]


def fresh(game, world, seat: int, moves: list, seen) -> list:
    """``moves`` without those that lead back to a view in ``seen`` (the views the seat
    already decided from in this run of its moves), unless every move does: a circle
    of free actions is walked at most once."""
    if not seen:
        return moves
    kept = [m for m in moves if game.view(game.apply(world, seat, m), seat) not in seen]
    return kept or moves


class Memory:
    """The views each seat decided from in its current run of moves; another seat's
    move starts a new run. The caller asks ``seen`` before each decision."""

    def __init__(self):
        self.seat: int | None = None
        self.views: set = set()

    def seen(self, seat: int, view) -> frozenset:
        """The views ``seat`` has decided from in its run, this one included."""
        if seat != self.seat:
            self.seat, self.views = seat, set()
        self.views.add(view)
        return frozenset(self.views)
