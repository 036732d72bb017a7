"""End of a round, the end of the game and the scores.

The die moves one field; after the last field the year goes up and the die
starts under land again; the start player token goes to the left. The game ends
after the development of the last round of year 6, or after the development of
the round after the one in which a worker stood on the highest level of all
pyramids but two. Score: Nile field plus the workers' points; a tie goes to the
most gold.
"""

from __future__ import annotations

from pharaohs.core.game import TieBreak
from pharaohs.core.i18n import N_, _
from pharaohs.games.saqqara.rules.data import (
    GOLD,
    LAND,
    PYRAMID_NAMES,
    PYRAMID_POINTS,
    PYRAMIDS_LEFT_AT_END,
    TRACK_SPACES,
    YEARS,
    level_label,
)
from pharaohs.games.saqqara.rules.pyramids import tops_reached
from pharaohs.games.saqqara.rules.state import OVER, SaqqaraState, evolve, pyramid_points


def end_round(state: SaqqaraState) -> SaqqaraState:
    """Phase 4: the die moves on, or the game ends."""
    last_of_year6 = state.year == YEARS and state.die == TRACK_SPACES - 1
    if state.last_round or last_of_year6:
        return evolve(state, phase=OVER)
    last_round = tops_reached(state) >= len(state.pyramids) - PYRAMIDS_LEFT_AT_END
    year, die = state.year, state.die + 1
    if die == TRACK_SPACES:
        year, die = year + 1, LAND
    return evolve(state, year=year, die=die, start=(state.start + 1) % state.players,
                   last_round=last_round)


def totals(state: SaqqaraState) -> tuple[int, ...]:
    """Each seat's score now: Nile field plus workers' points."""
    return tuple(state.nile[s] + pyramid_points(state, s) for s in range(state.players))


def tiebreak(state: SaqqaraState) -> TieBreak:
    """In case of a tie, the player with the most gold wins."""
    return TieBreak(N_("the most gold"), tuple(goods[GOLD] for goods in state.goods))


def breakdown(state: SaqqaraState) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Score lines per seat for the results screen."""
    out = []
    for seat in range(state.players):
        lines = [(_("Nile: field {field}", field=state.nile[seat]), state.nile[seat])]
        for pyramid, row in zip(state.pyramids, state.workers, strict=True):
            if row[seat]:
                lines.append((_("{pyramid}: level {level}", pyramid=_(PYRAMID_NAMES[pyramid]),
                                level=level_label(pyramid, row[seat])),
                              PYRAMID_POINTS[pyramid][row[seat] - 1]))
        out.append(tuple(lines))
    return tuple(out)
