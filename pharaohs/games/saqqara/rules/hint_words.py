"""What a move gains in each part of Saqqara's rating, in the game's words, for the hint."""

from __future__ import annotations

from pharaohs.core.gains import Gain
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.saqqara.rules.evaluation import (
    BIDS,
    CARDS,
    GOODS,
    NILE,
    PRIVILEGES,
    PROSPECTS,
    PYRAMIDS,
    WAREHOUSES_LED,
)


def _levels(n: int):
    """A worker put on a pyramid or moved up: said of its points now and of the prospect
    of its next level alike (a first level scores nothing yet)."""
    return ngettext("{n} pyramid level climbed", "{n} pyramid levels climbed", n)


GAINS = {
    GOODS: Gain(lambda n: ngettext("{n} more good", "{n} more goods", n),
                lambda n: ngettext("{n} good fewer for your strongest rival",
                                   "{n} goods fewer for your strongest rival", n),
                _("goods worth more to you")),
    CARDS: Gain(lambda n: ngettext("{n} more market card", "{n} more market cards", n),
                lambda n: ngettext("{n} market card fewer for your strongest rival",
                                   "{n} market cards fewer for your strongest rival", n)),
    PROSPECTS: Gain(_levels, better=_("workers with more to climb")),
    PRIVILEGES: Gain(lambda n: ngettext("{n} more privilege", "{n} more privileges", n)),
    BIDS: Gain(better=_("a bid likelier to win a market card")),
    WAREHOUSES_LED: Gain(better=_("more goods on warehouses where your influence leads")),
    NILE: Gain(lambda n: ngettext("{n} Nile space further", "{n} Nile spaces further", n),
               lambda n: ngettext("your strongest rival {n} Nile space behind",
                                  "your strongest rival {n} Nile spaces behind", n)),
    PYRAMIDS: Gain(_levels,
                   lambda n: ngettext("{n} pyramid level fewer for your strongest rival",
                                      "{n} pyramid levels fewer for your strongest rival", n),
                   _("more points from your pyramid levels")),
}
