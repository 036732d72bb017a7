"""What a move gains in each part of Dahschur's rating, in the game's words, for the hint."""

from __future__ import annotations

from pharaohs.core.gains import Gain
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.dahschur.rules.evaluation import (
    DISCS,
    GEMS,
    GOODS,
    OFFERINGS,
    POINTS,
    PROCESSION,
    PURCHASE,
)

GAINS = {
    POINTS: Gain(lambda n: ngettext("{n} more AP", "{n} more AP", n),
                 lambda n: ngettext("{n} AP fewer for your strongest rival",
                                    "{n} AP fewer for your strongest rival", n)),
    GEMS: Gain(lambda n: ngettext("{n} more gem in your supply", "{n} more gems in your supply",
                                  n),
               lambda n: ngettext("{n} gem fewer for your strongest rival",
                                  "{n} gems fewer for your strongest rival", n)),
    GOODS: Gain(lambda n: ngettext("{n} more goods stone", "{n} more goods stones", n),
                lambda n: ngettext("{n} goods stone fewer for your strongest rival",
                                   "{n} goods stones fewer for your strongest rival", n)),
    PURCHASE: Gain(better=_("a gemstone you can buy at your merchant's stall")),
    OFFERINGS: Gain(lambda n: ngettext("{n} more offering in the procession",
                                       "{n} more offerings in the procession", n),
                    lambda n: ngettext("{n} offering fewer for your strongest rival",
                                       "{n} offerings fewer for your strongest rival", n)),
    PROCESSION: Gain(better=_("your offerings further forward in the procession")),
    DISCS: Gain(better=_("discs likelier to find a prince card of their number in a burial "
                         "chamber")),
}
