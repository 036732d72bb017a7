"""What a move gains in each part of Im Bann's rating, in the game's words, for the hint."""

from __future__ import annotations

from pharaohs.core.gains import Gain
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.im_bann.rules.evaluation import CHAMBER_ENTERED, HAND, OVERSHOOT, STAGE, WAY

GAINS = {
    CHAMBER_ENTERED: Gain(lambda n: _("the King's Chamber completed")),
    WAY: Gain(lambda n: ngettext("{n} point nearer the King's Chamber",
                                 "{n} points nearer the King's Chamber", n),
              lambda n: ngettext("your strongest rival {n} point further from the King's "
                                 "Chamber", "your strongest rival {n} points further from "
                                 "the King's Chamber", n)),
    STAGE: Gain(lambda n: ngettext("{n} more adventure completed",
                                   "{n} more adventures completed", n)),
    OVERSHOOT: Gain(lambda n: ngettext("{n} point less over the King's Chamber's value",
                                       "{n} points less over the King's Chamber's value", n)),
    HAND: Gain(better=_("a more promising hand")),
}
