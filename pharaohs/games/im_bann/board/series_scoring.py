"""A game of the series scored, read out over the board before the next one is dealt:
each player's minus points by category with the kit's ``ScoreSteps``; the panels keep
the series totals as they were until its total row has shown."""

from __future__ import annotations

from pharaohs.core.i18n import _, ngettext
from pharaohs.games.im_bann.rules.series import minus_lines
from pharaohs.ui.score_steps import Line, ScoreSteps


def lines(view) -> list[Line]:
    """The minus points of the game just scored (a view at the interlude), as negative
    points: the series table counts them against each player."""
    return [Line(seat, label, -points,
                 ngettext("{n} minus point", "{n} minus points", points) if points else "")
            for seat in range(view.players) for label, points in minus_lines(view, seat)]


def series_scoring(board, before, view):
    """The scene reading out the game just scored in ``view``, for ``ctx.open``; the
    panels meanwhile show the series as in ``before`` (it counts the game in play as if
    it ended then)."""

    def closed() -> None:
        board.overlay = None

    return lambda app: ScoreSteps(
        app, board.area, _("Game {number} of the series is scored", number=len(view.series)),
        lines(view), [board.ctx.name(s) for s in range(view.players)], board.ctx.scores(view),
        _("This game"), _("Click or press Enter for the next game"), closed,
        before=board.ctx.scores(before))
