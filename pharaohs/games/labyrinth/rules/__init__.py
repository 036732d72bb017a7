"""The rules of this game: pure Python, no pygame, no I/O (checked by import-linter).

``GAME`` is the contract object the registry hands out; the names of ``game``
are re-exported so that callers write ``rules.PlaceTile``, not the module path.
"""

from pharaohs.games.labyrinth.rules.game import *  # noqa: F403
from pharaohs.games.labyrinth.rules.game import GAME

__all__ = ["GAME"]
