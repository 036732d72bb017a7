"""The action bar's labels, and which button makes a move that has no gesture of its own."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.im_bann.rules import (
    ChooseSide,
    Complete,
    CurseOwnShowcase,
    Draw,
    EndTurn,
    FinishExchange,
    NextGame,
    data,
)

SHORT_SIDE, LONG_SIDE = _("Short side"), _("Long side")
DRAW_ONE, DRAW_TWO, EXCHANGE_SELECTED = _("Draw 1"), _("Draw 2"), _("Exchange selected")
DRAW_NEW, COMPLETE, END_TURN = _("Draw replacements"), _("Complete adventure"), _("End turn")
REMOVE_OWN, KEEP_OWN = _("Remove a random card"), _("Keep my showcase")
NEXT_GAME = _("Next game")


def button_for(move) -> str | None:
    """The label of the button that makes ``move``."""
    kind = type(move)
    if kind is ChooseSide:
        return SHORT_SIDE if move.side == data.SHORT else LONG_SIDE
    if kind is Draw:
        return DRAW_ONE if move.count == 1 else DRAW_TWO
    if kind is CurseOwnShowcase:
        return REMOVE_OWN if move.remove else KEEP_OWN
    return {FinishExchange: DRAW_NEW, Complete: COMPLETE, EndTurn: END_TURN,
            NextGame: NEXT_GAME}.get(kind)
