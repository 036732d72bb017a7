"""What a move gains in each part of the Labyrinth's rating, in the game's words, for the
hint. The boards are the players' own, so nothing is said of another player's."""

from __future__ import annotations

from pharaohs.core.gains import Gain
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.labyrinth.rules.evaluation import (
    BET,
    ENTRANCE,
    OPEN_END,
    PACES,
    PIECES,
    TREASURES,
)

GAINS = {
    PACES: Gain(lambda n: ngettext("{n} more pace on your path", "{n} more paces on your path",
                                   n)),
    OPEN_END: Gain(better=_("a better open end for your path to grow from")),
    TREASURES: Gain(lambda n: ngettext("a closed chamber beside your path: {n} more treasure "
                                       "point", "a closed chamber beside your path: {n} more "
                                       "treasure points", n),
                    better=_("better chances for your treasures to score")),
    PIECES: Gain(better=_("better places still to come for the treasures in hand")),
    BET: Gain(better=_("a likelier bet")),
    ENTRANCE: Gain(better=_("your choice of entrance kept open")),
}
