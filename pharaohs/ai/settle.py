"""No endless fiddling: a computer player ends its turn when nothing it can do helps.

Some games allow free actions without end within a turn (a trade and a market card
that trades back). A player who always takes the best-rated step could then go
round in a circle for ever, each step looking a shade better than ending the turn.
When no move rates better than the position as it is, a computer player keeps
only the moves that hand the turn on (after which it is no longer to act), if
there are any: it stops instead of shuffling.
"""

from __future__ import annotations

#: a move must beat the position as it is by more than this to count as a gain
GAIN = 1e-9


def settle(game, world, seat: int, moves: list, ratings: list[float]):
    """``moves`` and ``ratings`` narrowed to the turn-ending ones when none is a gain."""
    if max(ratings) > game.evaluate(world, seat) + GAIN:
        return moves, ratings
    ending = [i for i, move in enumerate(moves)
              if seat not in game.to_act(game.apply(world, seat, move))]
    if not ending or len(ending) == len(moves):
        return moves, ratings
    return [moves[i] for i in ending], [ratings[i] for i in ending]
