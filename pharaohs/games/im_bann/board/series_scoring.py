"""A game of the series scored, read out over the board before the next one is dealt:
each player's minus points by category (``KitBoard.read_out``); the panels keep
the series totals as they were until its total row has shown."""

from __future__ import annotations

from pharaohs.core.i18n import _, ngettext
from pharaohs.games.im_bann.rules.data import series_games
from pharaohs.games.im_bann.rules.series import game_number, minus_lines
from pharaohs.ui.kit.score_steps import Line


def lines(view) -> list[Line]:
    """The minus points of the game just scored (a view at the interlude), as negative
    points: the series table counts them against each player."""
    return [Line(seat, label, -points,
                 ngettext("{n} minus point", "{n} minus points", points) if points else "")
            for seat in range(view.players) for label, points in minus_lines(view, seat)]


def read_out(board, before, view) -> None:
    """Read the game just scored in ``view`` out over the board; the panels meanwhile show
    the series as in ``before`` (it counts the game in play as if it ended then)."""
    board.read_out(view, _("Game {number} of {games} is scored", number=game_number(view),
                             games=series_games(view.players)),
                   lines(view), _("This game"), _("Click or press Enter for the next game"),
                   before=board.ctx.scores(before))
