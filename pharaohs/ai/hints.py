"""Hints: the move the Hard player would make for a human, and why, in one line.

The hint is searched from the human's own view like any computer decision, so it
knows no more than the player does. The reason compares the evaluation's rating
of the hinted move with the best other move the search looked at.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from pharaohs.ai.players import HARD_SECONDS
from pharaohs.ai.search import search
from pharaohs.core.i18n import _


@dataclass(frozen=True)
class Hint:
    """The suggested move, the rating it leads to and a sentence saying why."""

    move: object
    rating: float
    reason: str


def reason(edges, chosen) -> str:
    """One line from the root statistics: the hinted move's rating against the next best."""
    best = next(e for e in edges if e.move == chosen)
    others = [e.value() for e in edges if e.move != chosen]
    if not others:
        return _("It is the only sensible move.")
    margin = best.value() - max(others)
    if margin > 0.05:
        return _("The computer rates your position {gain:.1f} points better after it than "
                 "after any other move.", gain=margin)
    return _("Several moves are about as good; the computer tried this one most often.")


def suggest(game, view, seat: int, rng, seconds: float = HARD_SECONDS,
            should_stop=lambda: False, searcher=search) -> tuple[Hint, object]:
    """The Hard player's move for ``seat`` from its ``view`` with a reason; and the next rng
    (``searcher``: ``search.search`` or, in the window, ``parallel.search``)."""
    moves = game.legal_moves(game.determinize(view, seat, 0), seat)
    if len(moves) == 1:
        return Hint(moves[0], 0.0, _("It is the only move you have.")), rng
    found = searcher(game, view, seat, rng, time.monotonic() + seconds, should_stop)
    chosen = next(e for e in found.edges if e.move == found.move)
    return Hint(found.move, chosen.value(), reason(found.edges, found.move)), found.rng
