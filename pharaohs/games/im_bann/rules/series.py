"""The multi-game series: minus points after each game, and dealing the next one.

"The players who entered the King's Chamber receive 0 minus points. All others
receive, as minus points, the sum of all their uncompleted adventures minus the
value of their showcase" — and, as the rulebook's second example shows, 3 more
for the mummy. The series table (``state.series``) lives in the state, so a save
holds it. A series lasts ``data.series_games(players)`` games.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.im_bann.rules.cards import deal
from pharaohs.games.im_bann.rules.data import (
    CHAMBER,
    MINUS_POINTS_FLOOR,
    MUMMY_PENALTY,
    SERIES_STARTER_ROTATES,
    series_games,
)
from pharaohs.games.im_bann.rules.state import (
    INTERLUDE,
    OVER,
    TURN,
    ImBannState,
    adventure_value,
    entered,
    evolve,
    has_mummy,
    showcase_sum,
)


def game_number(state: ImBannState) -> int:
    """Which game of the series is on the table: the one being played, or at the
    interlude and the end the one just scored."""
    return len(state.series) + (0 if game_scored(state) else 1)


def minus_lines(state: ImBannState, seat: int) -> tuple[tuple[str, int], ...]:
    """The lines of ``seat``'s minus points for the game on the table (positive numbers)."""
    if entered(state, seat):
        return ((_("Entered the King's Chamber"), 0),)
    open_adventures = sum(adventure_value(state, s) for s in range(state.stages[seat], CHAMBER + 1))
    lines = [(_("Adventures not completed"), open_adventures)]
    if has_mummy(state, seat):
        lines.append((_("The mummy"), MUMMY_PENALTY))
    shown = showcase_sum(state.showcases[seat])
    if shown:
        lines.append((_("Showcase"), -shown))
    total = sum(p for _label, p in lines)
    if total < MINUS_POINTS_FLOOR:
        lines.append((_("Minus points never drop below {floor}", floor=MINUS_POINTS_FLOOR),
                      MINUS_POINTS_FLOOR - total))
    return tuple(lines)


def minus_points(state: ImBannState, seat: int) -> int:
    """``seat``'s minus points if the game on the table ended now."""
    return sum(p for _label, p in minus_lines(state, seat))


def game_scored(state: ImBannState) -> bool:
    """Whether the game on the table is already in the series table."""
    return state.phase in (INTERLUDE, OVER) and state.multigame


def series_totals(state: ImBannState) -> tuple[int, ...]:
    """Minus points per seat over the series, the game on the table counted as if it
    ended now."""
    totals = [sum(game[seat] for game in state.series) for seat in range(state.players)]
    if not game_scored(state):
        totals = [t + minus_points(state, seat) for seat, t in enumerate(totals)]
    return tuple(totals)


def score_game(state: ImBannState) -> ImBannState:
    """The last round is over: the game's minus points join the series table; the next
    game waits for its first player (the left neighbour of this game's), or the series
    is over."""
    row = tuple(minus_points(state, seat) for seat in range(state.players))
    series = state.series + (row,)
    if len(series) >= series_games(state.players):
        return evolve(state, series=series, phase=OVER)
    starter = (state.starter + 1) % state.players if SERIES_STARTER_ROTATES else state.starter
    return evolve(state, series=series, phase=INTERLUDE, current=starter)


def next_game(state: ImBannState) -> ImBannState:
    """Gather all cards and set the next game out afresh; the series table stays."""
    return deal(state.rng, state.players, variant=state.variant, multigame=True, phase=TURN,
                current=state.current, starter=state.current, side=state.side,
                series=state.series)
