"""Hints: the move the Hard player would make for a human, and why, in one line.

The hint is searched from the human's own view like any computer decision, so it
knows no more than the player does. The reason compares the evaluation's parts (its
``Game.rating``) after the hinted move with those after the best other move the search
looked at, in a few redrawn worlds so that chance after the move is averaged, and
names the one to three parts that make the difference in the game's words
(``Game.gain_words``): paces, points, a chamber closed, what it keeps from the
strongest rival.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from pharaohs.ai.players import HARD_SECONDS
from pharaohs.ai.search import search
from pharaohs.core.i18n import _
from pharaohs.core.phrases import listed
from pharaohs.core.rating import Rating, mean

#: the redrawn worlds a move is rated in: chance after it (dice, a card drawn) is averaged
WORLDS = 4
#: the least a part must gain, in the evaluation's units, to be named
NOTABLE = 0.1
#: a part is named while it gains at least this share of the largest gain; a thing the
#: player gains that can be counted (a pace, an adventure, a level) from a smaller share,
#: and before the prospects, which say less
SHARE = 0.5
COUNTED_SHARE = 0.25
#: the most parts one reason names
MOST = 3
#: how much better, in the search's values, a move must be not to be "about as good"
CLEAR = 0.05


@dataclass(frozen=True)
class Hint:
    """The suggested move, the rating it leads to and a sentence saying why."""

    move: object
    rating: float
    reason: str


@dataclass(frozen=True)
class After:
    """What a move leads to for the seat, averaged over the redrawn worlds: its own
    rating and its strongest rival's (None when it plays alone)."""

    own: Rating
    rival: Rating | None


def after(game, view, seat: int, move) -> After | None:
    """The ratings after ``move`` in ``WORLDS`` worlds ``seat`` could be in; None when it
    is legal in none of them."""
    owns, rivals = [], []
    for seed in range(WORLDS):
        world = game.determinize(view, seat, seed)
        if game.check(world, seat, move) is not None:
            continue
        led = game.rating(game.apply(world, seat, move), seat)
        owns.append(led.own)
        if led.rival is not None:
            rivals.append(led.rival)
    if not owns:
        return None
    return After(mean(owns), mean(rivals) if rivals else None)


def _gains(better: Rating, worse: Rating, own: bool):
    """``(value gained, part, amount, own)`` for each part of ``better`` over ``worse``;
    for the rival (``own`` False) a gain is the rival having less."""
    found = []
    for name in dict.fromkeys((*better.names(), *worse.names())):
        high, low = better.part(name), worse.part(name)
        if high.count is None and low.count is None:
            amount = None
        else:
            amount = round((high.count or 0) - (low.count or 0))
        found.append((high.value - low.value, name, amount, own))
    return found


def differences(game, chosen: After, other: After) -> list:
    """The game's phrases for the parts that make ``chosen`` better than ``other``: at
    most ``MOST``, each gaining at least ``NOTABLE`` and a share of the largest gain
    (``COUNTED_SHARE`` for a counted gain of the player's own, named first, else
    ``SHARE``), the larger gains first."""
    gains = _gains(chosen.own, other.own, True)
    if chosen.rival is not None and other.rival is not None:
        gains += _gains(other.rival, chosen.rival, False)
    top = max((g[0] for g in gains), default=0.0)
    if top < NOTABLE:
        return []

    def counted(gain) -> bool:
        return gain[3] and gain[2] is not None and gain[2] > 0

    named = [g for g in gains if g[0] >= max(NOTABLE, (COUNTED_SHARE if counted(g) else SHARE)
                                             * top)]
    named.sort(key=lambda g: (not counted(g), -g[0]))
    phrases = []
    for _value, name, amount, own in named:
        phrase = game.gain_words(name, amount, own)
        if phrase is not None and phrase not in phrases:
            phrases.append(phrase)
    return phrases[:MOST]


def reason(game, view, seat: int, edges, chosen) -> str:
    """One line: what the hinted move gains over the best other move the search rated,
    in the game's terms; or, honestly, that nothing concrete differs."""
    best = next(e for e in edges if e.move == chosen)
    others = [e for e in edges if e.move != chosen]
    if not others:
        return _("It is the only sensible move.")
    runner_up = max(others, key=lambda e: e.value())
    margin = best.value() - runner_up.value()
    if margin <= CLEAR:
        return _("Several moves are about as good; the computer tried this one most often.")
    mine, theirs = after(game, view, seat, chosen), after(game, view, seat, runner_up.move)
    phrases = differences(game, mine, theirs) if mine and theirs else []
    if phrases:
        return _("Over the next best move: {gains}.", gains=listed(phrases))
    return _("Nothing changes at once, but the computer rates it {gain:.1f} points better "
             "a few moves on.", gain=margin)


def suggest(game, view, seat: int, rng, seconds: float = HARD_SECONDS,
            should_stop=lambda: False, searcher=search) -> tuple[Hint, object]:
    """The Hard player's move for ``seat`` from its ``view`` with a reason; and the next rng
    (``searcher``: ``search.search`` or, in the window, ``parallel.search``)."""
    moves = game.legal_moves(game.determinize(view, seat, 0), seat)
    if len(moves) == 1:
        return Hint(moves[0], 0.0, _("It is the only move you have.")), rng
    found = searcher(game, view, seat, rng, time.monotonic() + seconds, should_stop)
    chosen = next(e for e in found.edges if e.move == found.move)
    return Hint(found.move, chosen.value(),
                reason(game, view, seat, found.edges, found.move)), found.rng
