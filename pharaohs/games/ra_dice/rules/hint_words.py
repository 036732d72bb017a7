"""What a move gains in each part of Ra's rating, in the game's words, for the hint."""

from __future__ import annotations

from pharaohs.core.gains import Gain
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.ra_dice.rules.evaluation import (
    CIVILIZATION,
    MONUMENTS,
    NILE,
    PHARAOH,
    SCORE,
    STEPS,
)

GAINS = {
    SCORE: Gain(lambda n: ngettext("{n} point scored at once", "{n} points scored at once", n),
                lambda n: ngettext("{n} point fewer for your strongest rival",
                                   "{n} points fewer for your strongest rival", n)),
    PHARAOH: Gain(
        lambda n: ngettext("{n} more Pharaoh point at the epoch's end",
                           "{n} more Pharaoh points at the epoch's end", n),
        lambda n: ngettext("{n} Pharaoh point fewer for your strongest rival",
                           "{n} Pharaoh points fewer for your strongest rival", n),
        _("a better place on the Pharaoh track")),
    NILE: Gain(
        lambda n: ngettext("{n} more Nile point at the epoch's end",
                           "{n} more Nile points at the epoch's end", n),
        lambda n: ngettext("{n} Nile point fewer for your strongest rival",
                           "{n} Nile points fewer for your strongest rival", n),
        _("a better place on the Nile track")),
    CIVILIZATION: Gain(
        lambda n: ngettext("{n} more Civilization point at the epoch's end",
                           "{n} more Civilization points at the epoch's end", n),
        lambda n: ngettext("{n} Civilization point fewer for your strongest rival",
                           "{n} Civilization points fewer for your strongest rival", n),
        _("a Civilization marker placed")),
    MONUMENTS: Gain(
        lambda n: ngettext("{n} more Monument point at the game's end",
                           "{n} more Monument points at the game's end", n),
        lambda n: ngettext("{n} Monument point fewer for your strongest rival",
                           "{n} Monument points fewer for your strongest rival", n),
        _("a Monument marker placed")),
    STEPS: Gain(
        lambda n: ngettext("{n} more space on the Pharaoh and Nile tracks",
                           "{n} more spaces on the Pharaoh and Nile tracks", n)),
}
