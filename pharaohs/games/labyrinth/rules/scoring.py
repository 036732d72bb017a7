"""How a pyramid scores: one point per pace, plus treasures in closed chambers on the path.

Rulebook: a treasure scores when its chamber is walled in on four sides and
touches the path; in the professional game its value is multiplied by the
segment where the chamber first touches the path. ``treasure_report`` says for
each piece whether it scores and why not, in the game's words, for the results
screen, the board's hints and the tests alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.game import Outcome
from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.labyrinth.rules import data
from pharaohs.games.labyrinth.rules.geometry import (
    NEIGHBOURS,
    QUARTERS,
    chamber_opening,
    grid_of,
    multiplier,
    path_indices,
    quarter_name,
)

#: each colour's piece by name, as a sentence starts with it (the colour words "blue",
#: "green", "red", "purple" are translated where they stand alone)
TREASURE_NAMES = {"blue": N_("Blue treasure"), "green": N_("Green treasure"),
                  "red": N_("Red treasure"), "purple": N_("Purple treasure")}
COLOUR_WORDS = (N_("blue"), N_("green"), N_("red"), N_("purple"))


@dataclass(frozen=True)
class TreasureScore:
    """How one treasure piece scores now (see :func:`treasure_report`).

    ``pace`` is the pace at which its chamber first touches the path (None if it
    does not), ``multiplier`` the segment multiplier (1 in the basic game),
    ``points`` = value × multiplier when it scores, else 0; ``reason`` is
    "scores" or why it does not, in the game's words.
    """

    row: int
    col: int
    colour: str
    value: int
    scores: bool
    reason: str
    pace: int | None
    multiplier: int
    points: int


def treasure_scores(board, treasures, entrance, professional: bool) -> tuple[TreasureScore, ...]:
    """Each of ``treasures`` on ``board`` scored against the path from ``entrance``."""
    grid = grid_of(board)
    where = {q: i + 1 for i, q in enumerate(path_indices(board, entrance))}
    out = []
    for row, col, colour in treasures:
        q = row * QUARTERS + col
        value = data.VALUES[colour]
        pace = None
        for nq in NEIGHBOURS[q]:
            if nq >= 0 and nq in where and (pace is None or where[nq] < pace):
                pace = where[nq]
        mult = multiplier(pace) if professional and pace is not None else 1
        mask = grid[q]
        if q in where:
            reason = _("it lies in the corridor of the path")
        elif mask >= 0 and bin(mask).count("1") == 2:
            reason = _("it lies in a corridor")
        else:
            reason = chamber_opening(grid, q)
            if reason is None:
                if entrance is None:
                    reason = _("no entrance is chosen yet")
                elif pace is None:
                    reason = _("its chamber does not touch the path")
        scores = reason is None
        out.append(TreasureScore(row, col, colour, value, scores, reason or "scores",
                                 pace, mult, value * mult if scores else 0))
    return tuple(out)


def treasure_report(state, seat: int) -> tuple[TreasureScore, ...]:
    """Each treasure of ``seat`` as it would score now: a :class:`TreasureScore`
    per piece (scores or why not, pace of first touch, multiplier, points)."""
    return treasure_scores(state.boards[seat], state.treasures[seat], state.entrances[seat],
                           state.variant == "professional")


def paces(state, seat: int) -> int:
    """The length of ``seat``'s path: one point per pace."""
    return len(path_indices(state.boards[seat], state.entrances[seat]))


def treasure_points(state, seat: int) -> int:
    return sum(t.points for t in treasure_report(state, seat))


def seat_score(state, seat: int) -> int:
    """What ``seat`` would score if the game ended now."""
    return paces(state, seat) + treasure_points(state, seat)


def treasure_line(t: TreasureScore, professional: bool) -> str:
    """One treasure in the score breakdown: where it lies and how it scores, or why not."""
    where = dict(treasure=_(TREASURE_NAMES[t.colour]), value=t.value,
                 place=quarter_name(t.row, t.col))
    if not t.scores:
        return _("{treasure} ({value}) on {place}: scores nothing, {reason}",
                 reason=t.reason, **where)
    if professional:
        return _("{treasure} ({value}) on {place}: touches the path at pace {pace}, "
                 "×{multiplier}", pace=t.pace, multiplier=t.multiplier, **where)
    return _("{treasure} ({value}) on {place}: touches the path at pace {pace}",
             pace=t.pace, **where)


def outcome(state) -> Outcome:
    """Final scores with each seat's breakdown: the path, then every treasure."""
    scores, details = [], []
    professional = state.variant == "professional"
    for seat in range(state.players):
        walked = paces(state, seat)
        lines = [(ngettext("Path: {n} pace", "Path: {n} paces", walked), walked)]
        lines += [(treasure_line(t, professional), t.points) for t in treasure_report(state, seat)]
        scores.append(sum(p for _line, p in lines))
        details.append(tuple(lines))
    return Outcome.from_scores(scores, details)
