"""Scoring: each epoch's scoring when Ra reaches the end, and the running totals.

An epoch scores the Pharaoh track, the Nile floods and the Civilization area
(those markers then leave the board); the third epoch also scores the Monument
area. Every gain is kept as a ``ScoreLine`` with its reason, so the totals, the
epoch overlay and the results screen all add up the same lines.

Scores are not floored: the rulebook says "not below 0" only for the Pharaoh and
Nile tracks, so a score may in principle fall below 0 (it starts at 10–13).
"""

from __future__ import annotations

import dataclasses

from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.ra_dice.rules.data import (
    CIVILIZATION_POINTS,
    EPOCHS,
    MONUMENT_BONUS,
    MONUMENT_COLUMN_POINTS,
    MONUMENT_COLUMNS,
    NUM_DICE,
    PHARAOH_FIRST_BACK,
    PHARAOH_FIRST_POINTS,
    PHARAOH_LAST_FORWARD,
    PHARAOH_LAST_POINTS,
    STARTING_SCORES,
    THREE_SUNS_POINTS,
    TRACK_MAX,
    TRACK_MIN,
    TWO_ANKHS_POINTS,
    monument_column,
)
from pharaohs.games.ra_dice.rules.state import (
    RaDiceState,
    ScoreLine,
    civilization_markers,
    monument_markers,
)

#: the categories of an epoch's scoring (translated where they are shown)
PHARAOH_LINE, NILE_LINE, CIVILIZATION_LINE = N_("Pharaoh"), N_("Nile"), N_("Civilization")
COLUMNS_LINE, BONUS_LINE = N_("Monument columns"), N_("Monument bonus")


def pharaoh_points(pharaoh: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's Pharaoh points by its space: the furthest +5, the least -2, all tied
    or between 0."""
    top, bottom = max(pharaoh), min(pharaoh)
    if top == bottom:
        return (0,) * len(pharaoh)
    return tuple(PHARAOH_FIRST_POINTS if space == top else
                 PHARAOH_LAST_POINTS if space == bottom else 0 for space in pharaoh)


def monument_columns(state: RaDiceState, seat: int) -> tuple[int, list[int]]:
    """How many columns hold a marker of ``seat``, and the sizes of its columns that earn
    a bonus (three or more markers), smallest first."""
    per_column = [0] * MONUMENT_COLUMNS
    for space in monument_markers(state, seat):
        per_column[monument_column(space)] += 1
    return sum(1 for n in per_column if n), sorted(n for n in per_column if n in MONUMENT_BONUS)


def score_epoch(state: RaDiceState) -> dict:
    """The epoch's scoring: new tracks and areas, and the lines saying who gained what."""
    epoch, players = state.epoch, range(state.players)
    lines = []
    # Pharaoh: furthest +5 and back 2, least -2 and forward 1; all tied, no score
    pharaoh = list(state.pharaoh)
    top, bottom = max(pharaoh), min(pharaoh)
    points = pharaoh_points(state.pharaoh)
    for p in players:
        space = state.pharaoh[p]
        if top == bottom:
            lines.append(ScoreLine(epoch, p, PHARAOH_LINE, 0,
                                   _("all tied on space {space}: no score", space=space)))
        elif space == top:
            lines.append(ScoreLine(epoch, p, PHARAOH_LINE, points[p],
                                   _("furthest on space {space}; back {back}", space=space,
                                     back=PHARAOH_FIRST_BACK)))
            pharaoh[p] = max(TRACK_MIN, space - PHARAOH_FIRST_BACK)
        elif space == bottom:
            lines.append(ScoreLine(epoch, p, PHARAOH_LINE, points[p],
                                   _("least advanced on space {space}; forward {forward}",
                                     space=space, forward=PHARAOH_LAST_FORWARD)))
            pharaoh[p] = min(TRACK_MAX, space + PHARAOH_LAST_FORWARD)
        else:
            lines.append(ScoreLine(epoch, p, PHARAOH_LINE, 0,
                                   _("on space {space}: between", space=space)))
    # Nile: flooded players score their space and keep one marker
    for p in players:
        space, floods = state.nile[p], state.floods[p]
        if floods:
            lines.append(ScoreLine(epoch, p, NILE_LINE, space,
                                   _("flooded ({floods}×) on space {space}", floods=floods,
                                     space=space)))
        else:
            lines.append(ScoreLine(epoch, p, NILE_LINE, 0,
                                   _("not flooded (space {space})", space=space)))
    # Civilization: by the number of markers, then all are retrieved
    for p in players:
        count = len(civilization_markers(state, p))
        lines.append(ScoreLine(epoch, p, CIVILIZATION_LINE, CIVILIZATION_POINTS[count],
                               ngettext("{n} marker", "{n} markers", count)))
    if epoch >= EPOCHS:
        for p in players:
            columns, bonus = monument_columns(state, p)
            lines.append(ScoreLine(epoch, p, COLUMNS_LINE, MONUMENT_COLUMN_POINTS[columns],
                                   ngettext("markers in {n} column", "markers in {n} columns",
                                            columns)))
            lines.append(ScoreLine(epoch, p, BONUS_LINE, sum(MONUMENT_BONUS[n] for n in bonus),
                                   _("columns of {sizes}", sizes=", ".join(map(str, bonus)))
                                   if bonus else _("no column of three or more")))
    return {
        "pharaoh": tuple(pharaoh),
        "floods": (0,) * state.players,
        "civilization": (frozenset(),) * NUM_DICE,
        "epoch_lines": state.epoch_lines + tuple(lines),
    }


def totals(state: RaDiceState) -> tuple[int, ...]:
    """Each seat's score now: start, three Suns, Ankh pairs and every epoch line."""
    points = [STARTING_SCORES[p] + THREE_SUNS_POINTS * state.three_suns[p]
              + TWO_ANKHS_POINTS * state.ankh_pairs[p] for p in range(state.players)]
    for line in state.epoch_lines:
        points[line.seat] += line.points
    return tuple(points)


def coming_lines(state: RaDiceState) -> tuple[ScoreLine, ...]:
    """The lines the epoch's scoring would add if Ra reached the end now and the
    Monuments were scored too (track leads, floods and markers pay only then)."""
    final = dataclasses.replace(state, epoch=EPOCHS)
    return score_epoch(final)["epoch_lines"][len(state.epoch_lines):]


def projected(state: RaDiceState) -> tuple[int, ...]:
    """Each seat's score if Ra reached the end now and the Monuments were scored too:
    what a computer player weighs (track leads, floods and markers pay only then). The
    same points as ``score_epoch``'s lines, without their words: the players ask it for
    every position they weigh."""
    pharaoh = pharaoh_points(state.pharaoh)
    points = []
    for p, total in enumerate(totals(state)):
        columns, bonus = monument_columns(state, p)
        points.append(total + pharaoh[p] + (state.nile[p] if state.floods[p] else 0)
                      + CIVILIZATION_POINTS[len(civilization_markers(state, p))]
                      + MONUMENT_COLUMN_POINTS[columns]
                      + sum(MONUMENT_BONUS[n] for n in bonus))
    return tuple(points)


def breakdown(state: RaDiceState) -> list[list[tuple[str, int]]]:
    """Per seat, the ``(label, points)`` lines that add up to its score."""
    details = []
    for p in range(state.players):
        lines = [(_("Start"), STARTING_SCORES[p]),
                 (_("Three Suns ({n}×)", n=state.three_suns[p]),
                  THREE_SUNS_POINTS * state.three_suns[p]),
                 (_("Two Ankhs ({n}×)", n=state.ankh_pairs[p]),
                  TWO_ANKHS_POINTS * state.ankh_pairs[p])]
        for line in state.epoch_lines:
            if line.seat == p:
                label = (_(line.category) if line.category in (COLUMNS_LINE, BONUS_LINE)
                         else _("Epoch {epoch}: {category}", epoch=line.epoch,
                                category=_(line.category)))
                lines.append((label, line.points))
        details.append(lines)
    return details


def last_epoch_lines(state: RaDiceState) -> tuple[ScoreLine, ...]:
    """The scoring lines of the most recently scored epoch, in order (empty before)."""
    if not state.epoch_lines:
        return ()
    last = state.epoch_lines[-1].epoch
    return tuple(line for line in state.epoch_lines if line.epoch == last)
