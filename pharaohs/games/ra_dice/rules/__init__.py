"""The rules of Ra: The Dice Game: pure Python, no pygame, no I/O (checked by import-linter).

``GAME`` is the contract object the registry hands out; the names of ``game``
are re-exported so that callers write ``rules.Roll`` or ``rules.Monument``, not the
module path. Modules by concept: ``data`` (component data), ``state``, ``moves`` (one
class per thing a player does), ``dice_sets`` and ``dice_uses`` (what a throw allows),
``disasters``, ``scoring`` and ``game`` (the turn flow and the refusals).
"""

from pharaohs.games.ra_dice.rules.game import *  # noqa: F403
from pharaohs.games.ra_dice.rules.game import GAME

__all__ = ["GAME"]
