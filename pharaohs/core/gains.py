"""The words for what a move gains in each part of a rating, as each game names them.

A game keeps a table ``{part name: Gain(...)}`` (``Game.gains``); the hint looks the
parts that make the difference up in it. ``more`` words a gain of ``n`` of the part's
count for the player ("3 more paces on your path"); ``fewer`` the best other player
having ``n`` less of it; ``better`` the gain where the part counts nothing or the
count stayed the same (a prospect: "a better open end for your path").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from pharaohs.core.i18n import _, ngettext
from pharaohs.core.rating import POINTS


class Gain(NamedTuple):
    """How a game words a gain in one part of its rating; any may be None (not said)."""

    more: Callable[[int], str] | None = None
    fewer: Callable[[int], str] | None = None
    better: str | None = None


def word_gain(table: dict, part: str, amount: int | None, own: bool):
    """The phrase for ``amount`` more of ``part`` (``own``), or that much less for the
    best other seat; the part's ``better`` phrase without an amount; None where the
    table has nothing to say."""
    gain = table.get(part)
    if gain is None:
        return None
    if amount is not None and amount > 0:
        say = gain.more if own else gain.fewer
        if say is not None:
            return say(amount)
    return gain.better if own else None


#: the words of the default rating, points as they stand
POINT_GAINS = {
    POINTS: Gain(lambda n: ngettext("{n} more point", "{n} more points", n),
                 lambda n: ngettext("{n} point fewer for your strongest rival",
                                    "{n} points fewer for your strongest rival", n),
                 _("a better score")),
}
