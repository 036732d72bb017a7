"""The epoch's scoring shown over the Ra dice board, one category per click.

The rules score an epoch at once (``scoring``); the kit's ``ScoreSteps`` lets
the table read it line by line before the next epoch starts.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.ra_dice.rules import data, last_epoch_lines
from pharaohs.ui.score_steps import ScoreSteps


def epoch_scoring(board, state):
    """The scene that reads out the epoch just scored in ``state`` (a view), for
    ``ctx.open``; closing it clears ``board.overlay``."""
    lines = last_epoch_lines(state)
    epoch = lines[0].epoch if lines else state.epoch
    footer = (_("Click or press Enter to start epoch {epoch}", epoch=epoch + 1)
              if epoch < data.EPOCHS else _("Click or press Enter to continue"))

    def closed() -> None:
        board.overlay = None

    return lambda app: ScoreSteps(
        app, board.area, _("Epoch {epoch} is scored", epoch=epoch), lines,
        [board.ctx.name(s) for s in range(state.players)], board.ctx.scores(state),
        _("This epoch"), footer, closed)
