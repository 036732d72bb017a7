"""The action bar's labels."""

from __future__ import annotations

from pharaohs.core.i18n import _

SHORT_SIDE, LONG_SIDE = _("Short side"), _("Long side")
DRAW_ONE, DRAW_TWO, EXCHANGE_SELECTED = _("Draw 1"), _("Draw 2"), _("Exchange selected")
DRAW_NEW, COMPLETE, END_TURN = _("Draw replacements"), _("Complete adventure"), _("End turn")
REMOVE_OWN, KEEP_OWN = _("Remove a random card"), _("Keep my showcase")
NEXT_GAME = _("Next game")
#: why Exchange selected is greyed while no card of the hand is selected
SELECT_TO_EXCHANGE = _("First click the cards in your hand you want to exchange.")
